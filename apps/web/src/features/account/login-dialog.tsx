import { useState } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

type Mode = 'login' | 'signup';

const DESCRIPTIONS: Record<Mode, string> = {
  login: 'Log in to save projects, see your orders and check out.',
  signup: 'Create an account to save projects and check out. We will e-mail you a link to verify your address.',
};

/** Signup/Login (spec §2 header, §5, §8): one dialog, two forms; a signup leads on to login with the address filled in. */
export function LoginDialog({ open, onOpenChange }: AppDialogProps) {
  const [mode, setMode] = useState<Mode>('login');
  const [signedUpEmail, setSignedUpEmail] = useState('');

  const change = (isOpen: boolean) => {
    if (!isOpen) {
      setMode('login');
      setSignedUpEmail('');
    }
    onOpenChange(isOpen);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={mode === 'login' ? 'Login' : 'Sign up'}
      description={DESCRIPTIONS[mode]}
    >
      {mode === 'login' ? (
        <LoginForm defaultEmail={signedUpEmail} onSignup={() => setMode('signup')} onDone={() => change(false)} />
      ) : (
        <SignupForm
          onLogin={() => setMode('login')}
          onSignedUp={(email) => {
            setSignedUpEmail(email);
            setMode('login');
          }}
        />
      )}
    </Dialog>
  );
}

import { useState } from 'react';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { Alert } from '../../ui/alert.tsx';
import { newDeviceLinkRequest } from './api/new-device-api.ts';
import { loginErrorMessage } from './auth-errors.ts';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';

/**
 * Shown when the server has locked new devices out of an address (423): its owner can have a
 * link mailed that lets this browser log in meanwhile (issue 19). The devices they have used
 * before are not locked.
 */
export function NewDeviceOffer({ email }: { email: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; message: string }>({
    status: 'idle',
  });
  const ask = async () => {
    setState({ status: 'sending' });
    try {
      const answer = await newDeviceLinkRequest(email);
      setState({ status: 'sent', message: answer.message });
    } catch (error) {
      setState({ status: 'failed', message: loginErrorMessage(error) });
    }
  };

  if (state.status === 'sent') {
    return (
      <p role="status" className={form.notice}>
        {state.message}
      </p>
    );
  }
  return (
    <div>
      <p>{M.newDeviceLinkOffer}</p>
      <button
        type="button"
        className={button.secondary}
        disabled={state.status === 'sending' || !email}
        onClick={() => void ask()}
      >
        {state.status === 'sending' ? 'Sending...' : M.newDeviceLinkButton}
      </button>
      {state.status === 'failed' && <Alert>{state.message}</Alert>}
    </div>
  );
}

import { useParams } from 'react-router';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import page from '../../ui/page.module.css';
import styles from './account.module.css';

/** /reset-password asks for an address; /reset-password/{token} sets a new password (spec §2). */
export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <div className={page.page}>
      <h1>{token ? 'Set a new password' : 'Reset your password'}</h1>
      <div className={styles.pageBody}>
        {token ? <NewPasswordForm key={token} token={token} /> : <ResetRequestForm />}
      </div>
    </div>
  );
}

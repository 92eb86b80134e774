import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { RESET_REQUEST_TEXT } from './reset-request-text.ts';
import page from '../../ui/page.module.css';
import form from '../../ui/form.module.css';
import styles from './account.module.css';

/**
 * The two forms (with react-hook-form), asked for as the page's module runs: the first render, the
 * heading and the request form's text, does not wait for them, and a place held at their height
 * keeps the page still when they come (decision 0118). The server names their scripts in the
 * page's HTML (page-modules.ts PAGE_PARTS), so the browser fetches them with the entry.
 */
const ResetRequestForm = lazyPart(import('./reset-request-form.tsx'), 'ResetRequestForm');
const NewPasswordForm = lazyPart(import('./new-password-form.tsx'), 'NewPasswordForm');

/** /reset-password asks for an address; /reset-password/{token} sets a new password (spec §2). */
export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <div className={page.page}>
      <h1>{token ? 'Set a new password' : 'Reset your password'}</h1>
      <div className={styles.pageBody}>
        {token ? (
          <Suspense fallback={<div className={styles.newPasswordLoading} />}>
            <NewPasswordForm key={token} token={token} />
          </Suspense>
        ) : (
          <Suspense
            fallback={
              <div className={`${form.form} ${styles.resetRequestLoading}`}>
                <p>{RESET_REQUEST_TEXT}</p>
              </div>
            }
          >
            <ResetRequestForm />
          </Suspense>
        )}
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isOpaqueToken } from '@rta/domain/accounts/constants';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { isVerified, useCurrentUser } from '../../stores/session-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { verifyEmailRequest } from './api/signup-api.ts';
import { refreshUser } from './session-actions.ts';
import page from '../../ui/page.module.css';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';

const TRY_AGAIN = 'We could not reach the store to verify your email. Please check your connection and try again.';

/** A link works once: the answer is kept for the page's life, never fetched twice (StrictMode, refocus). */
const useVerification = (token: string, wellFormed: boolean) =>
  useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmailRequest(token),
    // A malformed link is refused here: asking the server would only get the same answer.
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Where the link in a verification e-mail lands (spec §2 /verify-email/{token}). */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const malformed = !isOpaqueToken(token);
  const verification = useVerification(token, !malformed);
  const user = useCurrentUser();
  const showLogin = useDialogStore((state) => state.show);
  const succeeded = verification.isSuccess;

  useEffect(() => {
    // A signed-in shopper is now verified: show it everywhere (checkout, profile).
    if (succeeded) refreshUser().catch(() => undefined);
  }, [succeeded]);

  const next = user ? (
    <Link to={paths.store} className={button.primary}>
      Continue shopping
    </Link>
  ) : (
    <button type="button" className={button.primary} onClick={() => showLogin('login')}>
      Log in
    </button>
  );

  if (verification.isPending && !malformed) {
    return (
      <div className={page.page}>
        <h1>Verify your email</h1>
        <p role="status">Verifying your email address…</p>
      </div>
    );
  }

  const linkRefused = malformed || (verification.error instanceof ApiError && verification.error.status === 400);
  // A used link opened again (a reload, a second click) by someone already verified is no failure.
  const alreadyVerified = linkRefused && isVerified(user);
  if (verification.isSuccess || alreadyVerified) {
    return (
      <div className={page.page}>
        <h1>Email verified</h1>
        <p role="status" className={form.notice}>
          {verification.data?.message ?? M.alreadyVerified}
        </p>
        <p>{next}</p>
      </div>
    );
  }

  return (
    <div className={page.page}>
      <h1>We could not verify your email</h1>
      <Alert>{linkRefused ? M.verificationLinkInvalid : TRY_AGAIN}</Alert>
      {linkRefused ? (
        <p>
          {user
            ? 'Open your profile to send yourself a new link.'
            : 'Log in and open your profile to send yourself a new link.'}
        </p>
      ) : (
        <p>
          <button type="button" className={button.secondary} onClick={() => void verification.refetch()}>
            Try again
          </button>
        </p>
      )}
      <p>
        {user ? (
          <button type="button" className={button.primary} onClick={() => showLogin('profile')}>
            Open your profile
          </button>
        ) : (
          next
        )}
      </p>
    </div>
  );
}

import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isOpaqueToken } from '@rta/domain/accounts/constants';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { ApiError } from '../../lib/api-client.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { newDeviceConfirmRequest } from './api/new-device-api.ts';
import page from '../../ui/page.module.css';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';

const TRY_AGAIN = 'We could not reach the store. Please check your connection and try again.';

/** A link works once: the answer is kept for the page's life, never asked for twice (StrictMode, refocus). */
const useConfirmation = (token: string, wellFormed: boolean) =>
  useQuery({
    queryKey: ['new-device', token],
    queryFn: () => newDeviceConfirmRequest(token),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Where a new-device link lands (issue 19): this browser becomes one the account knows; the shopper then logs in. */
export function NewDevicePage() {
  const { token = '' } = useParams();
  const malformed = !isOpaqueToken(token);
  const confirmation = useConfirmation(token, !malformed);
  const showLogin = useDialogStore((state) => state.show);
  const logIn = (
    <button type="button" className={button.primary} onClick={() => showLogin('login')}>
      Log in
    </button>
  );

  if (confirmation.isPending && !malformed) {
    return (
      <div className={page.page}>
        <h1>Log in on this device</h1>
        <p role="status">Checking your link…</p>
      </div>
    );
  }
  if (confirmation.isSuccess) {
    return (
      <div className={page.page}>
        <h1>This device can log in</h1>
        <p role="status" className={form.notice}>
          {confirmation.data.message}
        </p>
        <p>{logIn}</p>
      </div>
    );
  }
  const refused = malformed || (confirmation.error instanceof ApiError && confirmation.error.status === 400);
  return (
    <div className={page.page}>
      <h1>We could not use this link</h1>
      <Alert>{refused ? M.newDeviceLinkInvalid : TRY_AGAIN}</Alert>
      <p>
        {refused ? (
          logIn
        ) : (
          <button type="button" className={button.secondary} onClick={() => void confirmation.refetch()}>
            Try again
          </button>
        )}
      </p>
    </div>
  );
}

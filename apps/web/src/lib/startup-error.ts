import { notify as toast } from './notify.ts';

/** Spec §2 Startup: shown when checking the session (or initialising the cart) fails at start. */
export const APP_INITIALIZATION_ERROR =
  'Application initialization encountered an error. Some features may be limited.';

const TOAST_ID = 'app-initialization-error';

/** Any startup task may report; the shopper sees the message once. */
export const reportStartupError = (): void => {
  toast.warning(APP_INITIALIZATION_ERROR, { toastId: TOAST_ID });
};

import type { ToastOptions, toast as toastFunction } from 'react-toastify';

/**
 * `toast` for the modules of a first render (the shell, the session, the binder store, and
 * the pages themselves): react-toastify and its CSS are a chunk of their own, loaded after
 * the first paint with the toast container (app/toasts.tsx). A toast raised before it has
 * loaded is shown as soon as it has (react-toastify queues toasts until a container
 * mounts); once loaded, calls go straight through, in the order they were made. Chunks that
 * load only on demand (dialogs, panels) may import react-toastify directly.
 */
type Toastify = typeof toastFunction;
type Kind = 'info' | 'success' | 'warning' | 'warn' | 'error';

let loaded: Toastify | null = null;
let loading: Promise<Toastify> | null = null;

export const loadToastify = (): Promise<Toastify> => {
  loading ??= import('react-toastify').then((module) => {
    loaded = module.toast;
    return module.toast;
  });
  return loading;
};

const call = (show: (toast: Toastify) => void): void => {
  if (loaded) show(loaded);
  else void loadToastify().then(show);
};

const kind =
  (name: Kind) =>
  (message: string, options?: ToastOptions): void =>
    call((toast) => {
      toast[name](message, options);
    });

/** Toasts raised for the page a navigation goes to (notify.onNextPage), waiting for it to come. */
let forNextPage: (() => void)[] = [];

export const notify = {
  info: kind('info'),
  success: kind('success'),
  warning: kind('warning'),
  warn: kind('warn'),
  error: kind('error'),
  // Before the toast container has loaded (app/toasts.tsx) and while no toast has been raised,
  // there is nothing to dismiss: react-toastify is not loaded for that.
  dismiss: (id?: string): void => {
    if (loading) call((toast) => toast.dismiss(id));
  },
  /**
   * A toast for the page about to be navigated to ('Hand-off created.' on the hand-off's
   * page): every navigation clears the toasts (spec §2), so one raised just before it would be
   * cleared as the new page came, or not, depending on how fast its code loaded. Shown by
   * showNextPageToasts once the navigation has cleared the last page's. Raise it, then navigate.
   */
  onNextPage: (name: Kind, message: string, options?: ToastOptions): void => {
    forNextPage.push(() => kind(name)(message, options));
  },
};

/** After a navigation has cleared the toasts (app/layout/route-effects.tsx): those raised for the new page. */
export const showNextPageToasts = (): void => {
  const waiting = forNextPage;
  forNextPage = [];
  for (const show of waiting) show();
};

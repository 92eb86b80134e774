import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { refreshUser } from '../../features/account/session-actions.ts';
import { BinderPanel } from '../../features/binder/binder-panel.tsx';
import { ProjectBar } from '../../features/projects/project-bar.tsx';
import { MakeQuoteButton, useMakeQuote } from '../../features/quotes/make-quote-button.tsx';

/**
 * Roles may have changed since login (a trade-pro approval): on each opening the badge and
 * the server's prices both follow the account as it is now, the user read here and the
 * binder by the panel.
 */
const readUserAgain = (): void => {
  refreshUser().catch(() => undefined);
};

/**
 * The binder panel as the shell shows it, with the project bar at its top. The four come
 * from four features, which never import one another: they meet here.
 */
export function BinderDialog(props: AppDialogProps) {
  const makeQuote = useMakeQuote();
  return (
    <BinderPanel
      {...props}
      projectBar={<ProjectBar onQuote={(projectId) => makeQuote({ projectId })} />}
      quoteAction={<MakeQuoteButton />}
      onOpen={readUserAgain}
    />
  );
}

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { SupportContext } from '@rta/domain/support/contexts';
import { Dialog } from '../../ui/dialog.tsx';
import type { AppDialogProps } from '../../stores/dialog-store.ts';

/** The element to give focus back to: a menu item goes away with its menu, so its menu's button stands in. */
const returnTarget = (active: Element | null): Element | null => {
  const menu = active?.closest('[role="menu"]');
  const trigger = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return trigger ?? active;
};

/**
 * Support dialogs open from a store, not from a Radix trigger, so Radix has nothing to give
 * focus back to. This remembers what had focus as the dialog opened (a layout effect runs
 * before Radix moves focus in) and returns focus there on close, when it is still on the page.
 */
const useReturnFocus = (open: boolean) => {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = returnTarget(document.activeElement);
  }, [open]);
  return (event: Event): void => {
    const target = opener.current;
    if (!(target instanceof HTMLElement) || !target.isConnected || target === document.body) return;
    event.preventDefault();
    target.focus();
  };
};

/** A dialog of the support layer (above every other modal), titled and explained by its support context. */
export function SupportDialog({
  context,
  open,
  onOpenChange,
  children,
}: AppDialogProps & { context: SupportContext; children: ReactNode }) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={context.title}
      description={context.helpText}
      layer="support"
      onCloseAutoFocus={returnFocus}
    >
      {children}
    </Dialog>
  );
}

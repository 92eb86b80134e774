import { useEffect, useLayoutEffect, useRef } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
import { useCurrentUser } from '../../stores/session-store.ts';
import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { ProfileInformation } from './profile-information.tsx';
import { OrderHistory } from './order-history.tsx';
import { refreshUser } from './session-actions.ts';
import { USER_MENU_TRIGGER_ID } from './user-menu-id.ts';

/**
 * The profile modal (spec §2). Its tabs are a list so the checkout work can put Order
 * History in front of Profile Information. Opening it reads the user again, so new roles
 * show as badges (spec §4).
 */
export function ProfileDialog({ open, onOpenChange }: AppDialogProps) {
  const user = useCurrentUser();
  const opener = useRef<Element | null>(null);

  // Opened from the user menu, the menu item is gone by now (the page has focus): closing
  // then returns focus to the menu's button rather than to the top of the page.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    const target = opener.current;
    if (target instanceof HTMLElement && target.isConnected && target !== document.body) return;
    const trigger = document.getElementById(USER_MENU_TRIGGER_ID);
    if (!trigger) return;
    event.preventDefault();
    trigger.focus();
  };

  useEffect(() => {
    // A failed refresh leaves the badges shown as they were; a 401 logs out and closes this.
    if (open) refreshUser().catch(() => undefined);
  }, [open]);

  useEffect(() => {
    if (open && !user) onOpenChange(false);
  }, [open, user, onOpenChange]);

  if (!user) return null;
  const tabs: TabItem[] = [
    { id: 'orders', label: 'Order History', content: <OrderHistory /> },
    { id: 'profile', label: 'Profile Information', content: <ProfileInformation user={user} /> },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Your profile" onCloseAutoFocus={returnFocus}>
      <Tabs label="Profile" tabs={tabs} />
    </Dialog>
  );
}

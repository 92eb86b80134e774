/** The id of the header's user menu button: where focus goes back when the profile it opened closes. */
export const USER_MENU_TRIGGER_ID = 'user-menu-trigger';

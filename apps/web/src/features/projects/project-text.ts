/** '1 item', '3 items': the counts the bar and its dialogs show. */
export const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

const modified = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2 Project bar: 'Modified: <date>' of the current project, in the shopper's time zone. */
export const modifiedText = (updatedAt: string): string => `Modified: ${modified.format(new Date(updatedAt))}`;

/** When a project's read-only link was made, in the shopper's time zone. */
export const linkMadeText = (createdAt: string): string => `Made ${modified.format(new Date(createdAt))}`;

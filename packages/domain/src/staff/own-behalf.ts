/*
 * Nobody on the staff acts on their own behalf (issue 19): a staff member does not decide their
 * own trade-pro application, move or take the payment of their own order, or change their own
 * roles; another staff member does. The server decides with the user of the session; the
 * console uses the same rule to show why the buttons are not there. Without zod, so the
 * console's pages first render without the schema library.
 */

/** Who acts: a signed-in staff member, or the owner's command line (id null: no account of its own). */
export interface StaffActor {
  id: string | null;
  email: string;
}

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when the account an action would change (an order's customer, a user whose roles change) is the actor's own. */
export const isOwnAccount = (actor: StaffActor, accountId: string | null | undefined): boolean =>
  actor.id !== null && accountId === actor.id;

/**
 * True when an application is the actor's own: the account it is for (the one that sent it
 * signed in, else the one with its address) is theirs, or its address is theirs whoever sent it.
 */
export const isOwnApplication = (
  actor: StaffActor,
  application: { email: string; accountId: string | null | undefined },
): boolean => actor.id !== null && (application.accountId === actor.id || sameAddress(application.email, actor.email));

/**
 * True when a hand-off (issue 23) is addressed to the actor: a designer does not make, fill or
 * send a project for themself, so the account that accepts it is never the one that made it.
 */
export const isOwnAddress = (actor: StaffActor, email: string): boolean =>
  actor.id !== null && sameAddress(email, actor.email);

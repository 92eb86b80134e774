/*
 * The designer's hand-off (issue 23, docs/decisions/0163-the-designers-hand-off.md): a Sales User
 * makes a project for a customer by e-mail address, fills it from their own binder, and sends it;
 * the customer accepts it into their projects or declines it with a note. Its states, rules,
 * limits and messages, apart from the schemas (api/hand-offs.ts re-exports them) so that the
 * console's pages do not carry the schemas' code on their first load.
 */

export const HAND_OFF_STATES = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
} as const;
export type HandOffState = keyof typeof HAND_OFF_STATES;
export const HAND_OFF_STATE_NAMES = Object.keys(HAND_OFF_STATES) as [HandOffState, ...HandOffState[]];

export const STAFF_HAND_OFFS_PATH = '/api/staff/hand-offs';
/** The customer's calls: GET one, POST …/accept, POST …/decline. */
export const HAND_OFFS_API_PATH = '/api/hand-offs';
/** The page the customer's mail links to. */
export const handOffPagePath = (id: string): string => `/hand-offs/${encodeURIComponent(id)}`;
/** The console's page of one hand-off. */
export const staffHandOffPagePath = (id: string): string => `/staff/hand-offs/${encodeURIComponent(id)}`;

export const STAFF_HAND_OFFS_PAGE_SIZE = 25;
/** The most hand-offs one page may ask for (a larger pageSize is refused, 400). */
export const STAFF_HAND_OFFS_PAGE_SIZE_MAX = 100;
export const HAND_OFF_NOTE_MAX = 1000;
/** The most hand-offs the customer's list holds: the newest sent to them (GET /api/hand-offs). */
export const CUSTOMER_HAND_OFFS_MAX = 100;

/** A draft is the designer's to change: they fill it again or delete it. */
export const canFill = (state: HandOffState): boolean => state === 'draft';
export const canDelete = (state: HandOffState): boolean => state === 'draft';
/** A draft is sent; a sent hand-off may be sent again (the same link, a new mail). */
export const canSend = (state: HandOffState): boolean => state === 'draft' || state === 'sent';
/** Only a sent hand-off is answered, once: accepted and declined are final. */
export const canAnswer = (state: HandOffState): boolean => state === 'sent';
export const isFinal = (state: HandOffState): boolean => state === 'accepted' || state === 'declined';

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a signed-in user may see a hand-off: only the one it is addressed to, only once it was
 * sent (a draft is the designer's alone). Anyone else is told it does not exist.
 */
export const isAddressedTo = (handOff: { email: string; state: HandOffState }, user: { email: string }): boolean =>
  handOff.state !== 'draft' && sameAddress(handOff.email, user.email);

export const HAND_OFF_MESSAGES = {
  notFound: 'Hand-off not found',
  badState: 'Choose draft, sent, accepted or declined.',
  nameRequired: 'Project name is required.',
  noteRequired: 'Please say why you are declining, so the designer can help.',
  noteTooLong: `A note cannot exceed ${HAND_OFF_NOTE_MAX} characters`,
  cartDataRequired: "cartData is required: the binder's items and labels.",
  /** Answered (403) to a staff member making, filling or sending a hand-off to their own address. */
  ownAddress: 'You cannot hand off a project to yourself. Ask another staff member.',
  notDraft: (state: HandOffState) => `This hand-off was already ${state}: only a draft can be changed.`,
  cannotSend: (state: HandOffState) => `This hand-off was already ${state}: it cannot be sent again.`,
  empty: 'Add items to this hand-off before sending it.',
  alreadyAnswered: (state: HandOffState) => `This hand-off was already ${state}.`,
  /** The customer's account must have a verified address: anyone can sign up with any address. */
  verifyFirst: 'Verify your e-mail address to see this hand-off. We sent you a link when you signed up.',
  created: 'Hand-off created.',
  filled: (count: number) => `The hand-off now holds your binder's ${count} ${count === 1 ? 'item' : 'items'}.`,
  binderEmpty: 'Your binder is empty: add items in the store first.',
  sent: (email: string) => `Hand-off sent to ${email}.`,
  deleted: 'Draft deleted.',
  accepted: (name: string) => `Added to your projects as '${name}'.`,
  declined: 'Hand-off declined. The designer will see your note.',
  loadFailed: 'The hand-off could not be loaded. Please try again.',
  actionFailed: 'That did not work. Please try again.',
} as const;

export const HAND_OFF_ERROR_CODES = {
  notFound: 'HAND_OFF_NOT_FOUND',
  ownAddress: 'OWN_HAND_OFF',
  state: 'HAND_OFF_STATE',
  empty: 'HAND_OFF_EMPTY',
  verifyFirst: 'EMAIL_NOT_VERIFIED',
} as const;

/*
 * The audit log's address, limits, actions, areas and messages (api/staff-audit.ts re-exports them),
 * apart from the schemas so that the audit log's first render does not carry the schemas' code:
 * a module is bundled whole into one chunk, and the page loads the schemas with its first call
 * (audit-api.ts).
 */

/** The audit log view (issue 9): newest first, a page at a time, narrowed by area, actor and target. */
export const STAFF_AUDIT_PATH = '/api/staff/audit';
export const AUDIT_PAGE_SIZE = 50;
/** The most entries one page may ask for (a larger pageSize is refused, 400). */
export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_ACTOR_MAX = 254;
export const AUDIT_TARGET_MAX = 100;

/**
 * Every action a staff member (or the owner's command line) can take, as `<area>.<verb>`,
 * with the words the audit log shows for it. The server writes only these.
 */
export const AUDIT_ACTIONS = {
  'order.status': "Changed an order's status",
  'order.payment': 'Recorded a showroom payment',
  'application.approve': 'Approved a trade-pro application',
  'application.decline': 'Declined a trade-pro application',
  'support.handled': 'Marked a support message handled',
  'support.reopened': 'Marked a support message unhandled',
  'support.reply': 'Replied to a support message',
  'catalogue.update': 'Changed catalogue prices',
  'catalogue.hide': 'Hid a SKU',
  'catalogue.show': 'Showed a SKU',
  'role.grant': 'Granted a role',
  'role.revoke': 'Revoked a role',
  'sessions.end': "Ended a user's sessions",
  'handoff.create': 'Created a hand-off',
  'handoff.fill': "Filled a hand-off from the designer's binder",
  'handoff.send': 'Sent a hand-off to the customer',
  'handoff.delete': 'Deleted a draft hand-off',
  'handoff.accept': 'Customer accepted a hand-off',
  'handoff.decline': 'Customer declined a hand-off',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The parts of the store an action belongs to: the part of its name before the dot. */
export const AUDIT_AREAS = {
  order: 'Orders',
  application: 'Trade-pro applications',
  support: 'Support inbox',
  catalogue: 'Catalogue',
  role: 'Roles',
  sessions: 'Sessions',
  handoff: 'Hand-offs',
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;
/** The areas' names, as the query's check and its message list them. */
export const AUDIT_AREA_NAMES = Object.keys(AUDIT_AREAS) as [AuditArea, ...AuditArea[]];

export const auditActionLabel = (action: string): string =>
  Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;

export const STAFF_AUDIT_MESSAGES = {
  badArea: `Choose one of the areas: ${AUDIT_AREA_NAMES.join(', ')}.`,
  actorTooLong: `Who cannot exceed ${AUDIT_ACTOR_MAX} characters`,
  targetTooLong: `Target cannot exceed ${AUDIT_TARGET_MAX} characters`,
} as const;

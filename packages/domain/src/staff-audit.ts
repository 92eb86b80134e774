import { z } from 'zod';

/** The audit log view (issue 9): newest first, a page at a time, narrowed by area, actor and target. */
export const STAFF_AUDIT_PATH = '/api/staff/audit';
export const AUDIT_PAGE_SIZE = 50;
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
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;
const areaKeys = Object.keys(AUDIT_AREAS) as [AuditArea, ...AuditArea[]];

export const auditActionLabel = (action: string): string => (Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action);

export const STAFF_AUDIT_MESSAGES = {
  badArea: `Choose one of the areas: ${areaKeys.join(', ')}.`,
  actorTooLong: `Who cannot exceed ${AUDIT_ACTOR_MAX} characters`,
  targetTooLong: `Target cannot exceed ${AUDIT_TARGET_MAX} characters`,
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/**
 * `area` keeps the actions of one part of the store; `actor` matches part of the actor's
 * e-mail ('cli' for the command line); `target` is the exact id of what was changed (an
 * order number, an application, a message, a SKU's id, a user).
 */
export const auditQuerySchema = z.object({
  area: z.enum(areaKeys, STAFF_AUDIT_MESSAGES.badArea).optional(),
  actor: optionalText(AUDIT_ACTOR_MAX, STAFF_AUDIT_MESSAGES.actorTooLong),
  target: optionalText(AUDIT_TARGET_MAX, STAFF_AUDIT_MESSAGES.targetTooLong),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

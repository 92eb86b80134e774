import { z } from 'zod';
import { pageSchema, pageSizeSchema } from './list-paging.ts';
import { AUDIT_ACTOR_MAX, AUDIT_AREA_NAMES, AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX, AUDIT_TARGET_MAX, STAFF_AUDIT_MESSAGES } from './staff-audit-constants.ts';

export * from './staff-audit-constants.ts';

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
  area: z.enum(AUDIT_AREA_NAMES, STAFF_AUDIT_MESSAGES.badArea).optional(),
  actor: optionalText(AUDIT_ACTOR_MAX, STAFF_AUDIT_MESSAGES.actorTooLong),
  target: optionalText(AUDIT_TARGET_MAX, STAFF_AUDIT_MESSAGES.targetTooLong),
  page: pageSchema,
  pageSize: pageSizeSchema(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX),
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

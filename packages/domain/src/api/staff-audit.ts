import * as v from 'valibot';
import { listPage, listPageSize } from './list-paging.ts';
import {
  AUDIT_ACTOR_MAX,
  AUDIT_AREA_NAMES,
  AUDIT_PAGE_SIZE,
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_TARGET_MAX,
  STAFF_AUDIT_MESSAGES,
} from '../staff/audit-constants.ts';

export * from '../staff/audit-constants.ts';

/** A trimmed search of at most `max` characters; blank is no search. */
const optionalText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, message))),
    v.transform((value) => value || undefined),
  );

/**
 * `area` keeps the actions of one part of the store; `actor` matches part of the actor's
 * e-mail ('cli' for the command line); `target` is the exact id of what was changed (an
 * order number, an application, a message, a SKU's id, a user).
 */
export const auditQuerySchema = v.object({
  area: v.optional(v.picklist(AUDIT_AREA_NAMES, STAFF_AUDIT_MESSAGES.badArea)),
  actor: optionalText(AUDIT_ACTOR_MAX, STAFF_AUDIT_MESSAGES.actorTooLong),
  target: optionalText(AUDIT_TARGET_MAX, STAFF_AUDIT_MESSAGES.targetTooLong),
  page: listPage,
  pageSize: listPageSize(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX),
});
export type AuditQuery = v.InferOutput<typeof auditQuerySchema>;

const whole = v.pipe(v.number(), v.safeInteger());

export const auditEntrySchema = v.object({
  id: whole,
  actorEmail: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  details: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
});
export type AuditEntryView = v.InferOutput<typeof auditEntrySchema>;

export const auditPageSchema = v.object({
  entries: v.array(auditEntrySchema),
  page: whole,
  pageSize: whole,
  total: whole,
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;

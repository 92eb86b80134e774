import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AuditAction, AuditQuery } from '@rta/domain/api/staff-audit';
import type { ApiUser } from '@rta/domain/accounts/user';
import type { Database } from '../db/pool.ts';
import { auditLog } from '../db/schema.ts';
import { containing } from '../lib/like-pattern.ts';
import { listPage } from '../lib/list-page.ts';

/** The part of the store an action belongs to: its name's part before the dot; audit_log_area_created_idx holds it. */
const AUDIT_AREA = sql<string>`split_part(${auditLog.action}, '.', 1)`;

/** Anything that can write: the pool or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AuditEntry {
  /** What was done, as `<area>.<verb>`: one of the actions the audit log has words for. */
  action: AuditAction;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Who acted: a signed-in staff user, or the owner's command line (id null, e-mail 'cli'). */
export type AuditActor = Pick<ApiUser, 'email'> & { id: string | null };

/** A signed-in staff member acting: whom the audit row and the own-behalf rules (issue 19) name. */
export type StaffActor = Pick<ApiUser, 'id' | 'email'>;

/**
 * Writes who did what, and when, for a staff action. Call it with the transaction that makes
 * the change, so the change and its record land together or not at all.
 */
export const recordAudit = async (executor: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> => {
  await executor.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
};

/**
 * One page of the entries that match the query, newest first, and how many match in all.
 * The page's ids are found first, on an index in that order (a deep page walks the index and
 * reads only the rows it shows).
 */
export const auditPage = async (executor: Executor, query: AuditQuery) => {
  const where = and(
    query.area ? eq(AUDIT_AREA, query.area) : undefined,
    query.actor ? ilike(auditLog.actorEmail, containing(query.actor)) : undefined,
    query.target ? eq(auditLog.targetId, query.target) : undefined,
  );
  const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];
  return listPage(executor, { table: auditLog, id: auditLog.id, where, order: newestFirst }, query, (pageIds) =>
    executor
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, pageIds))
      .orderBy(...newestFirst),
  );
};

import { desc } from 'drizzle-orm';
import type { ApiUser } from '@rta/domain/user';
import type { Database } from '../db/pool.ts';
import { auditLog } from '../db/schema.ts';

/** Anything that can write: the pool or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AuditEntry {
  /** What was done, as `<area>.<verb>`: 'order.status', 'application.approve', 'role.grant'... */
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Who acted: a signed-in staff user, or the owner's command line (id null, e-mail 'cli'). */
export type AuditActor = Pick<ApiUser, 'email'> & { id: string | null };

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

/** The newest entries first. */
export const recentAudit = (executor: Executor, limit: number, offset = 0) =>
  executor.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);

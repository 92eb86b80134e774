import { eq } from 'drizzle-orm';
import type { Database } from '../db/pool.ts';
import { projectShareLinks, projects } from '../db/schema.ts';
import type { ProjectRow } from './project-repository.ts';

type Reader = Pick<Database, 'select'>;
type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

/**
 * A project's read-only link, by the SHA-256 of its token (decision 0161). The owner's calls
 * reach these only after the project was found among the user's own.
 */
export const shareLinkRepository = {
  async findForProject(db: Reader, projectId: string): Promise<{ createdAt: Date } | undefined> {
    const [row] = await db
      .select({ createdAt: projectShareLinks.createdAt })
      .from(projectShareLinks)
      .where(eq(projectShareLinks.projectId, projectId));
    return row;
  },

  /** The project a live link opens: one indexed look-up by the token's hash. */
  async projectOf(db: Reader, tokenHash: string): Promise<ProjectRow | undefined> {
    const [row] = await db
      .select({ project: projects })
      .from(projectShareLinks)
      .innerJoin(projects, eq(projects.id, projectShareLinks.projectId))
      .where(eq(projectShareLinks.tokenHash, tokenHash));
    return row?.project;
  },

  /** The project's one link: an earlier one is retired in the same statement's transaction. */
  async replace(tx: Executor, projectId: string, tokenHash: string, now: Date): Promise<void> {
    await tx.delete(projectShareLinks).where(eq(projectShareLinks.projectId, projectId));
    await tx.insert(projectShareLinks).values({ tokenHash, projectId, createdAt: now });
  },

  async delete(db: Executor, projectId: string): Promise<boolean> {
    const rows = await db
      .delete(projectShareLinks)
      .where(eq(projectShareLinks.projectId, projectId))
      .returning({ projectId: projectShareLinks.projectId });
    return rows.length > 0;
  },
};

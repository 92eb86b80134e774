import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/pool.ts';
import { emailTokens } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';
import { newSecureToken, sha256Hex } from '../lib/secure-token.ts';

export type LinkPurpose = 'verify_email' | 'reset_password' | 'new_device';

/** Something that can run updates: the database or a transaction on it. */
type Writer = Pick<Database, 'update'>;

/**
 * One-time links (e-mail verification, password reset, a new device): a 256-bit random token in the
 * link, its SHA-256 in email_tokens with its purpose and expiry. A new link of one purpose
 * retires the user's earlier ones, and consuming is a single conditional UPDATE, so a link
 * works exactly once even when it is clicked twice at the same moment.
 */
export const createEmailLinks = (db: Database, clock: Clock) => ({
  async issue(userId: string, purpose: LinkPurpose, lifetimeMs: number): Promise<string> {
    const now = clock.now();
    const token = newSecureToken();
    await db.transaction(async (tx) => {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
      await tx.insert(emailTokens).values({
        tokenHash: sha256Hex(token),
        userId,
        purpose,
        expiresAt: addMs(now, lifetimeMs),
        createdAt: now,
      });
    });
    return token;
  },

  /** Uses up a link: the user it belongs to, or undefined if it is unknown, used, expired or for another purpose. */
  async consume(token: string, purpose: LinkPurpose, writer: Writer = db): Promise<string | undefined> {
    const now = clock.now();
    const [row] = await writer
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, sha256Hex(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  },
});

export type EmailLinks = ReturnType<typeof createEmailLinks>;

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/pool.ts';
import { contactMessages, orders, tradeApplications } from '../db/schema.ts';
import type { Submission } from './support-submission.ts';

export interface StoredSubmission extends Submission {
  id: string;
  createdAt: Date;
}

/**
 * Support messages in PostgreSQL. A submission is written, with its application when it is
 * one, in one transaction and before any mail is attempted, so a mail failure never loses it.
 */
export const createSupportRepository = (db: Database) => ({
  async store(submission: Submission, now: Date): Promise<StoredSubmission> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          userId: submission.userId,
          name: submission.name,
          email: submission.email,
          subject: submission.subject,
          message: submission.message,
          context: submission.context.id,
          priority: submission.context.priority,
          formType: submission.formType,
          recipientEmail: submission.recipientEmail,
          extra: submission.extra,
          createdAt: now,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('contact_messages did not return the new row');
      const { application } = submission;
      if (application) {
        await tx.insert(tradeApplications).values({
          contactMessageId: row.id,
          userId: submission.userId,
          companyName: application.companyName,
          companyDescription: application.companyDescription,
          location: application.location,
          website: application.website || null,
          ownerName: application.ownerName,
          email: submission.email,
          phone: application.phone,
          preferredContact: application.preferredContact,
          yearsInBusiness: application.yearsInBusiness,
          annualRevenue: application.annualRevenue,
          projectsPerYear: application.projectsPerYear,
          createdAt: now,
        });
      }
      return { ...submission, id: row.id, createdAt: row.createdAt };
    });
  },

  /** Records that the store's copy is in the mail outbox (which then delivers and retries it). */
  async markMailed(id: string, now: Date): Promise<void> {
    await db.update(contactMessages).set({ mailSentAt: now }).where(eq(contactMessages.id, id));
  },

  /** One of the user's own orders, or undefined. */
  async findUserOrder(userId: string, orderId: string): Promise<{ id: string; createdAt: Date } | undefined> {
    const [row] = await db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row;
  },
});

export type SupportRepository = ReturnType<typeof createSupportRepository>;

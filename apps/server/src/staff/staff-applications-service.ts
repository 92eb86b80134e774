import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONTRACTOR_TIERS, type ContractorTier } from '@rta/domain/accounts/roles';
import {
  STAFF_APPLICATION_MESSAGES as M,
  type ApplicationStatus,
  type StaffApplicationDetail,
  type StaffApplicationList,
  type StaffApplicationSummary,
} from '@rta/domain/api/staff-applications';
import { isOwnApplication } from '@rta/domain/staff/own-behalf';
import { tradeApplications, userRoles, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { recordAudit, type Executor, type StaffActor } from './audit.ts';
import { applicationApprovedMail, applicationDeclinedMail } from './staff-application-mails.ts';
import { changeAndMail, type MailingServiceDependencies } from './staff-outbox.ts';
import { staffApplicationsRepository as repository, type ApplicationRow } from './staff-applications-repository.ts';
import { readRoles } from '../auth/user-repository.ts';

const notFound = () => new HttpError(404, M.notFound, 'APPLICATION_NOT_FOUND');

const summary = (row: ApplicationRow): StaffApplicationSummary => ({
  id: row.id,
  companyName: row.companyName,
  ownerName: row.ownerName,
  email: row.email,
  location: row.location,
  status: row.status,
  decidedTier: (row.decidedTier as ContractorTier | null) ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Trade-pro applications (issue 9): a decision is taken once, on the locked row, with its audit
 * row and mail, and never by the applicant themself (issue 19).
 */
export const createStaffApplicationsService = (deps: MailingServiceDependencies) => {
  const { db, config } = deps;
  const detail = async (id: string): Promise<StaffApplicationDetail> => {
    const row = await repository.find(db, id);
    if (!row) throw notFound();
    const account = await repository.accountFor(db, row);
    return {
      ...summary(row),
      companyDescription: row.companyDescription,
      website: row.website,
      phone: row.phone,
      preferredContact: row.preferredContact,
      yearsInBusiness: row.yearsInBusiness,
      annualRevenue: row.annualRevenue,
      projectsPerYear: row.projectsPerYear,
      declineReason: row.declineReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedByEmail: await repository.emailOf(db, row.decidedBy),
      account: account
        ? {
            id: account.id,
            email: account.email,
            firstName: account.firstName,
            lastName: account.lastName,
            roles: await readRoles(db, account.id),
          }
        : null,
    };
  };

  const decide = async (
    actor: StaffActor,
    id: string,
    apply: (tx: Executor, row: ApplicationRow, now: Date) => Promise<MailMessage>,
  ) => {
    await changeAndMail(deps, async (tx, now) => {
      const row = await repository.find(tx, id, { lock: true });
      if (!row) throw notFound();
      const account = await repository.accountFor(tx, row);
      if (isOwnApplication(actor, { email: row.email, accountId: account?.id }))
        throw new HttpError(403, M.ownApplication, 'OWN_APPLICATION');
      if (row.status !== 'pending') throw new HttpError(409, M.alreadyDecided(row.status), 'APPLICATION_DECIDED');
      return apply(tx, row, now);
    });
    return detail(id);
  };

  return {
    async list(filters: { status?: ApplicationStatus; page: number; pageSize: number }): Promise<StaffApplicationList> {
      const { rows, total } = await repository.list(db, filters);
      return { applications: rows.map(summary), total, page: filters.page, pageSize: filters.pageSize };
    },

    detail,

    /**
     * Grants the tier's role to the applicant's account and takes away any other tier (one
     * tier at a time), and bumps the roles version so their next user refresh reprices the binder.
     */
    approve: (actor: StaffActor, id: string, tierName: ContractorTier) =>
      decide(actor, id, async (tx, row, now) => {
        const tier = CONTRACTOR_TIERS.find((candidate) => candidate.tier === tierName);
        if (!tier) throw new HttpError(400, M.badTier, 'BAD_TIER');
        const account = await repository.accountFor(tx, row);
        if (!account) throw new HttpError(409, M.noAccount(row.email), 'APPLICANT_HAS_NO_ACCOUNT');
        const otherTiers = CONTRACTOR_TIERS.map((candidate) => candidate.role).filter((role) => role !== tier.role);
        const removed = await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, account.id), inArray(userRoles.role, otherTiers)))
          .returning({ role: userRoles.role });
        await tx
          .insert(userRoles)
          .values({ userId: account.id, role: tier.role, grantedAt: now })
          .onConflictDoNothing();
        await tx
          .update(users)
          .set({ rolesVersion: sql`${users.rolesVersion} + 1`, updatedAt: now })
          .where(eq(users.id, account.id));
        await tx
          .update(tradeApplications)
          .set({ status: 'approved', decidedTier: tier.tier, decidedBy: actor.id, decidedAt: now, userId: account.id })
          .where(eq(tradeApplications.id, id));
        await recordAudit(tx, actor, {
          action: 'application.approve',
          targetType: 'trade_application',
          targetId: id,
          details: {
            tier: tier.tier,
            granted: tier.role,
            removed: removed.map((r) => r.role),
            userId: account.id,
            email: account.email,
          },
        });
        return applicationApprovedMail(config, row, tier, account.email);
      }),

    decline: (actor: StaffActor, id: string, reason: string) =>
      decide(actor, id, async (tx, row, now) => {
        await tx
          .update(tradeApplications)
          .set({ status: 'declined', declineReason: reason, decidedBy: actor.id, decidedAt: now })
          .where(eq(tradeApplications.id, id));
        await recordAudit(tx, actor, {
          action: 'application.decline',
          targetType: 'trade_application',
          targetId: id,
          details: { reason },
        });
        return applicationDeclinedMail(config, row, reason);
      }),
  };
};

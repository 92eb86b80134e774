import * as v from 'valibot';
import { fields, requiredText, trimmed } from '../common/fields.ts';
import { listPage, listPageSize } from './list-paging.ts';
import { CONTRACTOR_TIERS, type ContractorTier } from '../accounts/roles.ts';
import {
  APPLICATION_STATUSES,
  DECLINE_REASON_MAX,
  STAFF_APPLICATION_MESSAGES,
  STAFF_APPLICATIONS_PAGE_SIZE,
  STAFF_APPLICATIONS_PAGE_SIZE_MAX,
  type ApplicationStatus,
} from '../staff/applications-constants.ts';

export * from '../staff/applications-constants.ts';

/** The staff console's trade-pro applications section (issue 9): what its API takes and answers. */

const statusKeys = Object.keys(APPLICATION_STATUSES) as [ApplicationStatus, ...ApplicationStatus[]];
const tierKeys = CONTRACTOR_TIERS.map((tier) => tier.tier) as [ContractorTier, ...ContractorTier[]];

export const staffApplicationListQuerySchema = v.object({
  status: v.optional(v.picklist(statusKeys, STAFF_APPLICATION_MESSAGES.badStatus)),
  page: listPage,
  pageSize: listPageSize(STAFF_APPLICATIONS_PAGE_SIZE, STAFF_APPLICATIONS_PAGE_SIZE_MAX),
});
export type StaffApplicationListQuery = v.InferInput<typeof staffApplicationListQuerySchema>;

const whole = v.pipe(v.number(), v.safeInteger());

export const staffApplicationSummarySchema = v.object({
  id: v.string(),
  companyName: v.string(),
  ownerName: v.string(),
  email: v.string(),
  location: v.string(),
  status: v.picklist(statusKeys),
  decidedTier: v.nullable(v.picklist(tierKeys)),
  createdAt: v.string(),
});
export type StaffApplicationSummary = v.InferOutput<typeof staffApplicationSummarySchema>;

export const staffApplicationListSchema = v.object({
  applications: v.array(staffApplicationSummarySchema),
  total: whole,
  page: whole,
  pageSize: whole,
});
export type StaffApplicationList = v.InferOutput<typeof staffApplicationListSchema>;

export const staffApplicationDetailSchema = v.object({
  ...staffApplicationSummarySchema.entries,
  companyDescription: v.string(),
  website: v.nullable(v.string()),
  phone: v.string(),
  preferredContact: v.picklist(['email', 'phone']),
  yearsInBusiness: whole,
  annualRevenue: v.string(),
  projectsPerYear: whole,
  declineReason: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  decidedByEmail: v.nullable(v.string()),
  /** The account the tier goes to: the one that applied, else the one with the application's e-mail. */
  account: v.nullable(
    v.object({
      id: v.string(),
      email: v.string(),
      firstName: v.string(),
      lastName: v.string(),
      roles: v.array(v.string()),
    }),
  ),
});
export type StaffApplicationDetail = v.InferOutput<typeof staffApplicationDetailSchema>;

export const approveApplicationSchema = fields({
  tier: v.picklist(tierKeys, STAFF_APPLICATION_MESSAGES.badTier),
});
export type ApproveApplication = v.InferInput<typeof approveApplicationSchema>;

export const declineApplicationSchema = fields({
  reason: requiredText(
    trimmed,
    STAFF_APPLICATION_MESSAGES.reasonRequired,
    DECLINE_REASON_MAX,
    STAFF_APPLICATION_MESSAGES.reasonTooLong,
  ),
});
export type DeclineApplication = v.InferInput<typeof declineApplicationSchema>;

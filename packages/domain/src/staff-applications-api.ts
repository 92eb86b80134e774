import { z } from 'zod';
import { pageSchema, pageSizeSchema } from './list-paging.ts';
import { CONTRACTOR_TIERS, type ContractorTier } from './roles.ts';
import {
  APPLICATION_STATUSES,
  DECLINE_REASON_MAX,
  STAFF_APPLICATION_MESSAGES,
  STAFF_APPLICATIONS_PAGE_SIZE,
  STAFF_APPLICATIONS_PAGE_SIZE_MAX,
  type ApplicationStatus,
} from './staff-applications-constants.ts';

export * from './staff-applications-constants.ts';

/** The staff console's trade-pro applications section (issue 9): what its API takes and answers. */

const statusKeys = Object.keys(APPLICATION_STATUSES) as [ApplicationStatus, ...ApplicationStatus[]];
const tierKeys = CONTRACTOR_TIERS.map((tier) => tier.tier) as [ContractorTier, ...ContractorTier[]];

export const staffApplicationListQuerySchema = z.object({
  status: z.enum(statusKeys, STAFF_APPLICATION_MESSAGES.badStatus).optional(),
  page: pageSchema,
  pageSize: pageSizeSchema(STAFF_APPLICATIONS_PAGE_SIZE, STAFF_APPLICATIONS_PAGE_SIZE_MAX),
});
export type StaffApplicationListQuery = z.input<typeof staffApplicationListQuerySchema>;

export const staffApplicationSummarySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  location: z.string(),
  status: z.enum(statusKeys),
  decidedTier: z.enum(tierKeys).nullable(),
  createdAt: z.string(),
});
export type StaffApplicationSummary = z.infer<typeof staffApplicationSummarySchema>;

export const staffApplicationListSchema = z.object({
  applications: z.array(staffApplicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffApplicationList = z.infer<typeof staffApplicationListSchema>;

export const staffApplicationDetailSchema = staffApplicationSummarySchema.extend({
  companyDescription: z.string(),
  website: z.string().nullable(),
  phone: z.string(),
  preferredContact: z.enum(['email', 'phone']),
  yearsInBusiness: z.number().int(),
  annualRevenue: z.string(),
  projectsPerYear: z.number().int(),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByEmail: z.string().nullable(),
  /** The account the tier goes to: the one that applied, else the one with the application's e-mail. */
  account: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), roles: z.array(z.string()) }).nullable(),
});
export type StaffApplicationDetail = z.infer<typeof staffApplicationDetailSchema>;

export const approveApplicationSchema = z.object({
  tier: z.enum(tierKeys, STAFF_APPLICATION_MESSAGES.badTier),
});
export type ApproveApplication = z.input<typeof approveApplicationSchema>;

export const declineApplicationSchema = z.object({
  reason: z
    .string(STAFF_APPLICATION_MESSAGES.reasonRequired)
    .trim()
    .min(1, STAFF_APPLICATION_MESSAGES.reasonRequired)
    .max(DECLINE_REASON_MAX, STAFF_APPLICATION_MESSAGES.reasonTooLong),
});
export type DeclineApplication = z.input<typeof declineApplicationSchema>;

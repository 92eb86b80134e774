import type { ContractorTier } from '../accounts/roles.ts';

/*
 * The staff applications section's statuses, limits and messages (api/staff-applications.ts
 * re-exports them), apart from the schemas so that the console's application pages, which
 * import only these, do not carry the schemas' code on their first load: a module is bundled
 * whole into one chunk (docs/decisions/0145). The schemas load with the pages' calls and forms.
 */

export const APPLICATION_STATUSES = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;

export const STAFF_APPLICATIONS_PAGE_SIZE = 25;
/** The most applications one page may ask for (a larger pageSize is refused, 400). */
export const STAFF_APPLICATIONS_PAGE_SIZE_MAX = 100;
export const DECLINE_REASON_MAX = 1000;

export const STAFF_APPLICATION_MESSAGES = {
  badStatus: 'Choose pending, approved or declined.',
  badTier: 'Choose the tier: Bronze, Silver or Gold.',
  reasonRequired: 'Please give the reason for declining.',
  reasonTooLong: `Reason cannot exceed ${DECLINE_REASON_MAX} characters`,
  notFound: 'Application not found',
  /** Answered (403) to a staff member deciding their own application, and shown to them instead of the decision's forms. */
  ownApplication: 'You cannot decide your own application. Ask another staff member.',
  alreadyDecided: (status: Exclude<ApplicationStatus, 'pending'>) => `This application was already ${status}.`,
  noAccount: (email: string) =>
    `No account uses ${email}. Ask the applicant to sign up with this address, then approve the application again.`,
  approved: (tier: ContractorTier) => `Application approved: the applicant is now a ${tier} Trade Pro.`,
  declined: 'Application declined; the applicant has been e-mailed.',
} as const;

import type { TierInfo } from '@rta/domain/accounts/roles';
import type { MailMessage } from '../mail/mail-message.ts';

interface MailContext {
  storeName: string;
  publicUrl: string;
  showroom: { phone: string };
}

interface Applicant {
  email: string;
  ownerName: string;
  companyName: string;
}

/** Sent when staff approve a trade-pro application (issue 9). */
export const applicationApprovedMail = (
  ctx: MailContext,
  applicant: Applicant,
  tier: TierInfo,
  accountEmail: string,
): MailMessage => ({
  to: applicant.email,
  subject: `${ctx.storeName}: your Trade Pro application is approved`,
  text: [
    `Hello ${applicant.ownerName},`,
    '',
    `Welcome to the ${ctx.storeName} Trade Pro program. We have approved the application of ${applicant.companyName} at the ${tier.tier} tier: ${tier.discountPercent}% off item prices (paint labour and pre-assembly are not discounted).`,
    '',
    `The discount is on your account ${accountEmail}. Log in at ${ctx.publicUrl}/store and your binder shows your ${tier.tier} Trade Pro prices.`,
    '',
    `Questions? Call us at ${ctx.showroom.phone}.`,
  ].join('\n'),
});

/** Sent when staff decline a trade-pro application, with their reason. */
export const applicationDeclinedMail = (ctx: MailContext, applicant: Applicant, reason: string): MailMessage => ({
  to: applicant.email,
  subject: `${ctx.storeName}: your Trade Pro application`,
  text: [
    `Hello ${applicant.ownerName},`,
    '',
    `Thank you for applying to the ${ctx.storeName} Trade Pro program for ${applicant.companyName}. We cannot approve the application at this time, for this reason:`,
    '',
    reason,
    '',
    `You are welcome to apply again when things change. Questions? Call us at ${ctx.showroom.phone}.`,
  ].join('\n'),
});

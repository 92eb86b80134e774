import { EXTRA_FIELD_LABELS, prefixedSubject, type ExtraField } from '@rta/domain/support/contexts';
import type { MailMessage } from '../mail/mail-message.ts';
import type { StoredSubmission } from './support-repository.ts';

interface MailContext {
  storeName: string;
  publicUrl: string;
}

/** A short reference people can quote: the first 8 characters of the submission's id. */
export const supportReference = (id: string): string => id.replace(/-/g, '').slice(0, 8).toUpperCase();

/** The store's copy: everything staff need to answer, with the context's prefix in the subject. */
export const storeNotificationMail = (ctx: MailContext, submission: StoredSubmission): MailMessage => {
  const { context } = submission;
  const details = (Object.entries(submission.extra) as [ExtraField, string][]).map(
    ([field, value]) => `${EXTRA_FIELD_LABELS[field]}: ${value}`,
  );
  const lines = [
    `New ${submission.application ? 'Trade Pro application' : 'support message'} from the ${ctx.storeName} website.`,
    [
      `Context: ${context.title} (${context.id}), priority ${context.priority}`,
      `From: ${submission.name} <${submission.email}>`,
      `Account: ${submission.userId ? `signed in (user ${submission.userId})` : 'visitor, not signed in'}`,
      `Reference: ${supportReference(submission.id)} (${submission.id})`,
      `Received: ${submission.createdAt.toISOString()}`,
    ].join('\n'),
    ...(details.length > 0 ? [details.join('\n')] : []),
    `Subject: ${submission.subject}`,
    submission.message,
    submission.application
      ? 'The application waits for review in trade_applications with status pending.'
      : `Reply to the sender at ${submission.email}.`,
  ];
  return {
    to: submission.recipientEmail,
    subject: prefixedSubject(context, submission.subject),
    text: lines.join('\n\n'),
  };
};

/**
 * The sender's acknowledgement. It repeats nothing the sender typed (no name, subject or
 * message): anyone can type any address into the form, and the store must not become a way
 * to mail chosen words to a stranger.
 */
export const acknowledgementMail = (ctx: MailContext, submission: StoredSubmission): MailMessage => {
  const reference = supportReference(submission.id);
  const body = submission.application
    ? [
        `Thank you for applying to the ${ctx.storeName} Trade Pro program.`,
        `We received your application (reference ${reference}). We will review your information and get back to you within 48 hours.`,
      ]
    : [
        `Thank you for contacting ${ctx.storeName}.`,
        `We received your message (reference ${reference}) and will get back to you soon.`,
      ];
  return {
    to: submission.email,
    subject: submission.application
      ? `We received your Trade Pro application - ${ctx.storeName}`
      : `We received your message - ${ctx.storeName}`,
    text: [
      ...body,
      'If you did not write to us, someone typed your address by mistake and you can ignore this email.',
      `${ctx.storeName}\n${ctx.publicUrl}`,
    ].join('\n\n'),
  };
};

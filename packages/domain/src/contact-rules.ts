import { z } from 'zod';
import { EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, MESSAGE_WARNING_ABOVE, NAME_MAX } from './constants.ts';
import { cleanText, singleLine, type SupportContextId } from './support-contexts.ts';
import { maxLengthMessage, requiredMessage, SUPPORT_MESSAGES as M } from './support-messages.ts';

/**
 * The simple contact form of spec §5, as zod schemas with the spec's messages; the modal
 * and POST /api/contact validate with these same schemas. Each field reports one message.
 */

export const SUBJECT_MAX = 150;

/** The spec's "simple address pattern" (the one signup uses): something@something.something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sender's name: required, one line, at most 50 characters. Any characters: a company name may have '&'. */
export const contactNameSchema = z
  .string({ error: M.nameRequired })
  .overwrite(singleLine)
  .min(1, { error: M.nameRequired, abort: true })
  .max(NAME_MAX, { error: maxLengthMessage('Name', NAME_MAX) });

/**
 * An e-mail address, trimmed and in lower case. The simple form has no "required"
 * wording, so an empty address is simply not valid; the application says '<label> is required'.
 */
export const contactEmailSchema = (requiredLabel?: string) =>
  z
    .string({ error: requiredLabel ? requiredMessage(requiredLabel) : M.emailInvalid })
    .overwrite((value) => singleLine(value).toLowerCase())
    .min(1, { error: requiredLabel ? requiredMessage(requiredLabel) : M.emailInvalid, abort: true })
    .max(EMAIL_MAX, { error: M.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: M.emailInvalid });

export const subjectSchema = z
  .string({ error: M.subjectRequired })
  .overwrite(singleLine)
  .min(1, { error: M.subjectRequired, abort: true })
  .max(SUBJECT_MAX, { error: maxLengthMessage('Subject', SUBJECT_MAX) });

/** 10 to 1000 characters once trimmed; line breaks are kept. */
export const messageSchema = z
  .string({ error: M.messageTooShort })
  .overwrite(cleanText)
  .min(MESSAGE_MIN, { error: M.messageTooShort, abort: true })
  .max(MESSAGE_MAX, { error: M.messageTooLong });

export const orderIdSchema = z
  .string({ error: M.orderRequired })
  .overwrite(singleLine)
  .min(1, { error: M.orderRequired, abort: true })
  .max(100, { error: M.orderRequired });

/** Order support asks for an order instead of a subject (the subject is made from the order). */
export const needsOrder = (context: SupportContextId): boolean => context === 'order_support';

/** The simple form of one context: Name, E-mail, Subject (or the order), Message. */
export const contactFormSchema = (context: SupportContextId) =>
  z.object({
    name: contactNameSchema,
    email: contactEmailSchema(),
    subject: needsOrder(context) ? z.string().overwrite(singleLine) : subjectSchema,
    orderId: needsOrder(context) ? orderIdSchema : z.string().overwrite(singleLine),
    message: messageSchema,
  });
export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;

/**
 * How full the message is: the 0/1000 counter, warning-coloured above 900 (spec §5, §9).
 * It counts what the rule counts (the trimmed text), so 1000/1000 is always accepted.
 */
export const messageCounter = (message: string) => {
  const length = cleanText(message).length;
  return { length, text: `${length}/${MESSAGE_MAX}`, warning: length > MESSAGE_WARNING_ABOVE };
};

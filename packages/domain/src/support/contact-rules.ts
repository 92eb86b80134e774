import * as v from 'valibot';
import { EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, MESSAGE_WARNING_ABOVE, NAME_MAX } from '../common/constants.ts';
import { fields, settled, requiredText } from '../common/fields.ts';
import { cleanText, singleLine, type SupportContextId } from './contexts.ts';
import { maxLengthMessage, requiredMessage, SUPPORT_MESSAGES as M } from './messages.ts';

/**
 * The simple contact form of spec §5, as valibot schemas with the spec's messages; the modal
 * and POST /api/contact validate with these same schemas. Each field reports one message.
 */

export const SUBJECT_MAX = 150;

/** The spec's "simple address pattern" (the one signup uses): something@something.something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sender's name: required, one line, at most 50 characters. Any characters: a company name may have '&'. */
export const contactNameSchema = v.pipe(
  v.string(M.nameRequired),
  v.transform(singleLine),
  v.minLength(1, M.nameRequired),
  settled,
  v.maxLength(NAME_MAX, maxLengthMessage('Name', NAME_MAX)),
);

/**
 * An e-mail address, trimmed and in lower case. The simple form has no "required"
 * wording, so an empty address is simply not valid; the application says '<label> is required'.
 */
export const contactEmailSchema = (requiredLabel?: string) => {
  const required = requiredLabel ? requiredMessage(requiredLabel) : M.emailInvalid;
  return v.pipe(
    v.string(required),
    v.transform((value) => singleLine(value).toLowerCase()),
    v.minLength(1, required),
    settled,
    v.maxLength(EMAIL_MAX, M.emailInvalid),
    settled,
    v.regex(EMAIL_PATTERN, M.emailInvalid),
  );
};

export const subjectSchema = requiredText(
  singleLine,
  M.subjectRequired,
  SUBJECT_MAX,
  maxLengthMessage('Subject', SUBJECT_MAX),
);

/** 10 to 1000 characters once trimmed; line breaks are kept. */
export const messageSchema = v.pipe(
  v.string(M.messageTooShort),
  v.transform(cleanText),
  v.minLength(MESSAGE_MIN, M.messageTooShort),
  settled,
  v.maxLength(MESSAGE_MAX, M.messageTooLong),
);

export const orderIdSchema = requiredText(singleLine, M.orderRequired, 100, M.orderRequired);

/** Order support asks for an order instead of a subject (the subject is made from the order). */
export const needsOrder = (context: SupportContextId): boolean => context === 'order_support';

/** A field the context does not ask for: any text, on one line. */
const unasked = v.pipe(v.string(), v.transform(singleLine));

/** The simple form of one context: Name, E-mail, Subject (or the order), Message. */
export const contactFormSchema = (context: SupportContextId) =>
  fields({
    name: contactNameSchema,
    email: contactEmailSchema(),
    subject: needsOrder(context) ? unasked : subjectSchema,
    orderId: needsOrder(context) ? orderIdSchema : unasked,
    message: messageSchema,
  });
export type ContactFormInput = v.InferInput<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = v.InferOutput<ReturnType<typeof contactFormSchema>>;

/**
 * How full the message is: the 0/1000 counter, warning-coloured above 900 (spec §5, §9).
 * It counts what the rule counts (the trimmed text), so 1000/1000 is always accepted.
 */
export const messageCounter = (message: string) => {
  const length = cleanText(message).length;
  return { length, text: `${length}/${MESSAGE_MAX}`, warning: length > MESSAGE_WARNING_ABOVE };
};

/**
 * Every message of the support system, word for word where the spec gives one (§5 Phone,
 * Simple contact form, Multi-step form; §8 Contact). The server answers with these and
 * the web app shows them.
 */
export const SUPPORT_MESSAGES = {
  // §5 Simple contact form.
  nameRequired: 'Please enter your name',
  subjectRequired: 'Subject is required',
  orderRequired: 'Please select an order',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must not exceed 1000 characters',

  // §5 Multi-step form: formats and form-level messages.
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  phoneDigits: 'Please enter a valid 10-digit phone number',
  formInvalid: 'Please fill in all required fields correctly.',
  stepInvalid: 'Please complete all required fields in the current step.',

  // Ours, where the spec gives no wording.
  websiteInvalid: 'Please enter a valid website address',
  contextUnknown: 'This kind of support request is not known.',
  tradeBothShapes: "Send the application's fields either at the top level or under 'application', not both.",

  // §8 Contact.
  success: "Message sent successfully! We'll get back to you soon.",
  tradeSuccess:
    "Application submitted successfully! We'll review your information and get back to you within 48 hours.",
  emailSent: 'Message sent successfully',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'Server error. Please try again later.',
  failed: 'Failed to send message. Please try again.',
} as const;

/** '<label> is required' (§5 Multi-step form). */
export const requiredMessage = (label: string): string => `${label} is required`;

/** '<label> must be at least N characters'. */
export const minLengthMessage = (label: string, min: number): string => `${label} must be at least ${min} characters`;

/** '<label> cannot exceed N characters'. */
export const maxLengthMessage = (label: string, max: number): string => `${label} cannot exceed ${max} characters`;

/** 'Please complete all required fields in step N.' (steps count from 1). */
export const stepIncompleteMessage = (stepNumber: number): string =>
  `Please complete all required fields in step ${stepNumber}.`;

/** A number outside its range; the spec gives the ranges but no wording. */
export const numberRangeMessage = (label: string, min: number, max: number): string =>
  `${label} must be a whole number from ${min} to ${max}`;

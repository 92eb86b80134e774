/**
 * The ten support contexts of spec §3, defined once. The contact modal shows a context's
 * title and help text and prefills its default subject; the server files the message
 * under the context's priority and recipient, and puts the subject prefix in front of the
 * subject of the mail to the store, so staff can sort their inbox by it. Each context
 * names the extra fields that travel with a message opened in it (the order, the error…).
 */

/** The contexts answered with the simple form; the application is the one multi-step form. */
export const SIMPLE_CONTEXT_IDS = [
  'site_support',
  'order_support',
  'payment_issue',
  'technical_error',
  'product_question',
  'general_inquiry',
  'faq_support',
  'cart_support',
  'checkout_support',
] as const;

export const SUPPORT_CONTEXT_IDS = [...SIMPLE_CONTEXT_IDS, 'trade_pro_registration'] as const;
export type SupportContextId = (typeof SUPPORT_CONTEXT_IDS)[number];
export type SimpleContextId = (typeof SIMPLE_CONTEXT_IDS)[number];

export const SUPPORT_PRIORITIES = ['normal', 'medium', 'high'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const EXTRA_FIELDS = [
  'orderId',
  'orderDate',
  'transactionId',
  'paymentMethod',
  'errorCode',
  'errorMessage',
  'productId',
  'productName',
  'category',
  'url',
  'browser',
] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];
export type ExtraDetails = Partial<Record<ExtraField, string>>;

/** How an extra field is labelled where people read it (the store's mail, the modal). */
export const EXTRA_FIELD_LABELS: Record<ExtraField, string> = {
  orderId: 'Order',
  orderDate: 'Order date',
  transactionId: 'Transaction',
  paymentMethod: 'Payment method',
  errorCode: 'Error code',
  errorMessage: 'Error message',
  productId: 'Product ID',
  productName: 'Product',
  category: 'Category',
  url: 'Page',
  browser: 'Browser',
};

/** An extra value is a short note, never a document. */
export const EXTRA_FIELD_MAX = 500;

export interface SupportContext {
  id: SupportContextId;
  title: string;
  helpText: string;
  subjectPrefix: string;
  defaultSubject: string;
  priority: SupportPriority;
  extraFields: readonly ExtraField[];
}

const define = (contexts: { [K in SupportContextId]: Omit<SupportContext, 'id'> }) =>
  Object.fromEntries(Object.entries(contexts).map(([id, context]) => [id, { id, ...context }])) as {
    [K in SupportContextId]: SupportContext & { id: K };
  };

export const SUPPORT_CONTEXTS = define({
  site_support: {
    // The words of the footer button that opens it.
    title: 'Need site support?',
    helpText:
      'Something on the site not working, or not clear? Tell us and we will reply by email, usually within one business day.',
    subjectPrefix: '[Site Support]',
    defaultSubject: 'Help with the website',
    priority: 'normal',
    extraFields: ['url', 'browser'],
  },
  order_support: {
    title: 'Order Support',
    helpText: 'Choose the order your question is about and tell us what you need. Order questions are answered first.',
    subjectPrefix: '[Order Support]',
    defaultSubject: 'Order Support',
    priority: 'high',
    extraFields: ['orderId', 'orderDate'],
  },
  payment_issue: {
    title: 'Payment Issue',
    helpText: 'Tell us what happened with your payment. Never send card numbers: we do not need them to help.',
    subjectPrefix: '[Payment Issue]',
    defaultSubject: 'Problem with a payment',
    priority: 'high',
    extraFields: ['orderId', 'transactionId', 'paymentMethod'],
  },
  technical_error: {
    title: 'Report a Problem',
    helpText:
      'Something did not work as it should. Tell us what you were doing; the error details are sent with your message.',
    subjectPrefix: '[Technical Error]',
    defaultSubject: 'Error on the site',
    priority: 'high',
    extraFields: ['errorCode', 'errorMessage', 'url', 'browser'],
  },
  product_question: {
    title: 'Product Question',
    helpText: 'Ask about sizes, door styles, paint or anything else about our cabinets.',
    subjectPrefix: '[Product Question]',
    defaultSubject: 'Question about a cabinet',
    priority: 'normal',
    extraFields: ['productId', 'productName', 'category'],
  },
  general_inquiry: {
    title: 'General Inquiry',
    helpText: 'Ask us anything about the store, the showroom or your project.',
    subjectPrefix: '[General Inquiry]',
    defaultSubject: 'General question',
    priority: 'normal',
    extraFields: [],
  },
  faq_support: {
    title: 'Ask Us a Question',
    helpText: 'Did not find your answer in the FAQ? Ask us directly and we will reply by email.',
    subjectPrefix: '[FAQ]',
    defaultSubject: 'Question not in the FAQ',
    priority: 'normal',
    extraFields: ['url'],
  },
  cart_support: {
    title: 'Binder Support',
    helpText: 'Need help with the cabinets in your binder, its labels or your projects? Tell us what you need.',
    subjectPrefix: '[Binder Support]',
    defaultSubject: 'Help with my binder',
    priority: 'medium',
    extraFields: ['url', 'browser'],
  },
  checkout_support: {
    title: 'Checkout Support',
    helpText: 'Having trouble checking out? Tell us what happened and we will help you complete your order.',
    subjectPrefix: '[Checkout Support]',
    defaultSubject: 'Help with checkout',
    priority: 'high',
    extraFields: ['orderId', 'transactionId', 'paymentMethod', 'errorMessage', 'url', 'browser'],
  },
  trade_pro_registration: {
    title: 'Trade Pro Registration',
    helpText: 'Apply for trade pricing. We review every application and answer within 48 hours.',
    subjectPrefix: '[Trade Pro Application]',
    defaultSubject: 'Trade Pro Application',
    priority: 'medium',
    extraFields: [],
  },
});

export const isSupportContextId = (value: string): value is SupportContextId =>
  (SUPPORT_CONTEXT_IDS as readonly string[]).includes(value);

/** The context a caller asked for, or site support when the name is not one of ours. */
export const supportContext = (id: string): SupportContext =>
  isSupportContextId(id) ? SUPPORT_CONTEXTS[id] : SUPPORT_CONTEXTS.site_support;

/** True for the contexts answered with the simple form (all but the application). */
export const isSimpleContext = (context: SupportContext): context is SupportContext & { id: SimpleContextId } =>
  context.id !== 'trade_pro_registration';

/** The subject of the store's copy: the context's prefix first, once. */
export const prefixedSubject = (context: SupportContext, subject: string): string =>
  subject.startsWith(context.subjectPrefix) ? subject : `${context.subjectPrefix} ${subject}`;

/**
 * The extra details a message in this context carries: only the context's own fields,
 * as single trimmed lines of at most EXTRA_FIELD_MAX characters, empty ones left out.
 */
export const pickExtraDetails = (context: SupportContext, details: Readonly<Record<string, unknown>>): ExtraDetails => {
  const picked: ExtraDetails = {};
  for (const field of context.extraFields) {
    const value = details[field];
    if (typeof value !== 'string') continue;
    const line = singleLine(value).slice(0, EXTRA_FIELD_MAX);
    if (line) picked[field] = line;
  }
  return picked;
};

/** Control characters (NUL included, which PostgreSQL text refuses) are never kept. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text of a multi-line field: control characters dropped, line ends as \n, trimmed. */
export const cleanText = (value: string): string => value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

/** Text of a one-line field: every run of white space (line ends included) becomes one space. */
export const singleLine = (value: string): string => value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();

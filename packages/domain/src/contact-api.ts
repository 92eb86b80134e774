import { z } from 'zod';
import { contactEmailSchema, contactNameSchema, messageSchema, orderIdSchema, subjectSchema } from './contact-rules.ts';
import { EXTRA_FIELD_LABELS, EXTRA_FIELD_MAX, singleLine, type ExtraField } from './support-contexts.ts';
import { maxLengthMessage, SUPPORT_MESSAGES as M } from './support-messages.ts';
import { tradeApplicationSchema } from './trade-application.ts';

/**
 * POST /api/contact (spec §7): one request shape per kind of form, told apart by the
 * support context. The server validates with these schemas; the web app builds its
 * request bodies from the same types.
 */
export const CONTACT_API_PATHS = {
  contact: '/api/contact',
  /** The signed-in user's orders for the order selector; a 404 means there are none. */
  userOrders: '/api/orders/user',
} as const;

export const SUPPORT_FORM_TYPES = ['contact', 'trade_pro_registration'] as const;
export type SupportFormType = (typeof SUPPORT_FORM_TYPES)[number];

const detail = (field: ExtraField) =>
  z
    .string({ error: `${EXTRA_FIELD_LABELS[field]} must be text` })
    .max(EXTRA_FIELD_MAX, { error: maxLengthMessage(EXTRA_FIELD_LABELS[field], EXTRA_FIELD_MAX) })
    .overwrite(singleLine)
    .optional();

/** The context's extra fields (spec §3); the server keeps only those of the message's context. */
export const extraDetailsSchema = z.object({
  orderId: detail('orderId'),
  orderDate: detail('orderDate'),
  transactionId: detail('transactionId'),
  paymentMethod: detail('paymentMethod'),
  errorCode: detail('errorCode'),
  errorMessage: detail('errorMessage'),
  productId: detail('productId'),
  productName: detail('productName'),
  category: detail('category'),
  url: detail('url'),
  browser: detail('browser'),
});

/**
 * The spec's client also sends priority and recipientEmail. The server accepts and ignores
 * them: it files by the context's own priority and mails only its configured recipients,
 * so the form can never be used to send mail to an address of the sender's choosing.
 */
const clientHints = {
  priority: z.string().max(20).optional(),
  recipientEmail: z.string().max(254).optional(),
};

const GENERAL_CONTEXTS = [
  'site_support',
  'payment_issue',
  'technical_error',
  'product_question',
  'general_inquiry',
  'faq_support',
  'cart_support',
  'checkout_support',
] as const;

const simpleFormType = z.literal('contact', { error: 'formType must be "contact" for this context' }).default('contact');

export const contactRequestSchema = z.object({
  formType: simpleFormType,
  context: z.enum(GENERAL_CONTEXTS),
  name: contactNameSchema,
  email: contactEmailSchema(),
  subject: subjectSchema,
  message: messageSchema,
  details: extraDetailsSchema.default({}),
  ...clientHints,
});

/** Order support: an order instead of a subject; the server makes the subject from it. */
export const orderSupportRequestSchema = contactRequestSchema.extend({
  context: z.literal('order_support'),
  subject: z.string().max(200).optional(),
  details: z.object({ ...extraDetailsSchema.shape, orderId: orderIdSchema }, { error: M.orderRequired }),
});

/** A trade-professional application: the form's own fields; name, subject and message are rebuilt from them. */
export const tradeApplicationRequestSchema = z.object({
  formType: z
    .literal('trade_pro_registration', { error: 'formType must be "trade_pro_registration" for this context' })
    .default('trade_pro_registration'),
  context: z.literal('trade_pro_registration'),
  application: tradeApplicationSchema,
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  subject: z.string().max(200).optional(),
  message: z.string().max(5000).optional(),
  ...clientHints,
});

export const supportRequestSchema = z.discriminatedUnion(
  'context',
  [contactRequestSchema, orderSupportRequestSchema, tradeApplicationRequestSchema],
  // A body that is no object at all has no context to name.
  { error: (issue) => (issue.input && typeof issue.input === 'object' && !Array.isArray(issue.input) ? M.contextUnknown : M.formInvalid) },
);
export type SupportRequest = z.output<typeof supportRequestSchema>;
export type SupportRequestBody = z.input<typeof supportRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The submission's reference, also given in the acknowledgement mail. */
  id: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const supportErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
});

/** What the order selector needs of an order (spec §3 Order); the orders API sends more. */
export const orderChoiceSchema = z.looseObject({
  id: z.string(),
  orderDate: z.string().optional(),
  status: z.string().optional(),
});
export type OrderChoice = z.infer<typeof orderChoiceSchema>;
export const userOrdersResponseSchema = z.array(orderChoiceSchema);

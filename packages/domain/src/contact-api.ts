import { z } from 'zod';
import { contactEmailSchema, contactNameSchema, messageSchema, orderIdSchema, subjectSchema } from './contact-rules.ts';
import { EXTRA_FIELD_LABELS, EXTRA_FIELD_MAX, singleLine, type ExtraField } from './support-contexts.ts';
import { maxLengthMessage, SUPPORT_MESSAGES as M } from './support-messages.ts';
import { TRADE_FIELDS, tradeApplicationSchema } from './trade-application.ts';

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

const tradeFormType = z
  .literal('trade_pro_registration', { error: 'formType must be "trade_pro_registration" for this context' })
  .default('trade_pro_registration');

/** What the spec's client sends besides an application's fields: taken and ignored, name, subject and message are rebuilt from the fields. */
const tradeHints = {
  name: z.string().max(200).optional(),
  subject: z.string().max(200).optional(),
  message: z.string().max(5000).optional(),
  ...clientHints,
};

/** A trade-professional application with its fields under `application` (the web app's shape). */
export const tradeApplicationRequestSchema = z
  .object({
    formType: tradeFormType,
    context: z.literal('trade_pro_registration'),
    application: tradeApplicationSchema,
    email: z.string().max(254).optional(),
    ...tradeHints,
  })
  .describe("A Trade Pro application with its fields under 'application' (or at the top level; not both).");
type TradeApplicationRequest = z.output<typeof tradeApplicationRequestSchema>;

/**
 * A trade-professional application with its fields at the top level, as spec §7 describes
 * ("Multi-step forms send the form's own fields"): the same rules and messages, read into
 * the web app's shape, so what is stored and mailed does not depend on the shape it came in.
 * Its `email` is the application's.
 */
export const flatTradeApplicationRequestSchema = z
  .object({ formType: tradeFormType, context: z.literal('trade_pro_registration'), ...tradeApplicationSchema.shape, ...tradeHints })
  .describe("A Trade Pro application with its fields at the top level, as spec §7 sends it (or under 'application'; not both).")
  .transform(
    ({ formType, context, name, subject, message, priority, recipientEmail, ...application }): TradeApplicationRequest => ({
      formType,
      context,
      application,
      email: application.email,
      name,
      subject,
      message,
      priority,
      recipientEmail,
    }),
  );

const unknownContext = { error: (issue: { input: unknown }) => (issue.input && typeof issue.input === 'object' && !Array.isArray(issue.input) ? M.contextUnknown : M.formInvalid) };

/** POST /api/contact's body in the web app's shape (an application under `application`). */
export const supportRequestSchema = z.discriminatedUnion(
  'context',
  [contactRequestSchema, orderSupportRequestSchema, tradeApplicationRequestSchema],
  // A body that is no object at all has no context to name.
  unknownContext,
);
export type SupportRequest = z.output<typeof supportRequestSchema>;
export type SupportRequestBody = z.input<typeof supportRequestSchema>;

const flatSupportRequestSchema = z.discriminatedUnion('context', [contactRequestSchema, orderSupportRequestSchema, flatTradeApplicationRequestSchema], unknownContext);

/** Every body POST /api/contact takes, as its OpenAPI document shows them: the application in either shape. */
export const supportRequestBodySchema = z.union([supportRequestSchema, flatTradeApplicationRequestSchema]);

/** The application's own fields, but `email`, which every request has. */
const APPLICATION_ONLY_FIELDS = TRADE_FIELDS.filter((field) => field !== 'email');

/**
 * Which shape an application was sent in: its fields under `application`, or at the top
 * level. One that sends them both ways is refused: which of two applications is meant is
 * not ours to guess. A body with neither is read as the web app's shape, which names it
 * incomplete.
 */
export const tradeRequestShape = (body: Record<string, unknown>): 'nested' | 'flat' | 'both' => {
  const flat = APPLICATION_ONLY_FIELDS.some((field) => body[field] !== undefined);
  if (body.application === undefined) return flat ? 'flat' : 'nested';
  return flat ? 'both' : 'nested';
};

const bothShapesRefused = z.custom<SupportRequest>(() => false, { error: M.tradeBothShapes });

/**
 * The schema that reads this body: the one of the shape it was sent in, so that each problem
 * is named with the form's own message whichever shape it came in (a union of the two would
 * name the problems of both).
 */
export const supportRequestSchemaFor = (body: unknown): z.ZodType<SupportRequest> => {
  if (!body || typeof body !== 'object' || Array.isArray(body) || (body as Record<string, unknown>).context !== 'trade_pro_registration') return supportRequestSchema;
  const shape = tradeRequestShape(body as Record<string, unknown>);
  if (shape === 'flat') return flatSupportRequestSchema;
  return shape === 'both' ? bothShapesRefused : supportRequestSchema;
};

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

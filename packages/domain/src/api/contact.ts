import * as v from 'valibot';
import {
  contactEmailSchema,
  contactNameSchema,
  messageSchema,
  orderIdSchema,
  subjectSchema,
} from '../support/contact-rules.ts';
import { fields, objectOnly } from '../common/fields.ts';
import {
  EXTRA_FIELD_LABELS,
  EXTRA_FIELD_MAX,
  SIMPLE_CONTEXT_IDS,
  singleLine,
  type ExtraField,
  type SimpleContextId,
} from '../support/contexts.ts';
import { maxLengthMessage, SUPPORT_MESSAGES as M } from '../support/messages.ts';
import { TRADE_FIELDS, tradeApplicationSchema } from '../support/trade-application.ts';

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
  v.optional(
    v.pipe(
      v.string(`${EXTRA_FIELD_LABELS[field]} must be text`),
      v.maxLength(EXTRA_FIELD_MAX, maxLengthMessage(EXTRA_FIELD_LABELS[field], EXTRA_FIELD_MAX)),
      v.transform(singleLine),
    ),
  );

const extraDetails = {
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
};

/** What valibot says of an object that is not one; an array is not one either. */
const notAnObject = (issue: { received: string }) => `Invalid type: Expected Object but received ${issue.received}`;

/** The context's extra fields (spec §3); the server keeps only those of the message's context. */
export const extraDetailsSchema = objectOnly(v.object(extraDetails), notAnObject);

/**
 * The spec's client also sends priority and recipientEmail. The server accepts and ignores
 * them: it files by the context's own priority and mails only its configured recipients,
 * so the form can never be used to send mail to an address of the sender's choosing.
 */
const clientHints = {
  priority: v.optional(v.pipe(v.string(), v.maxLength(20))),
  recipientEmail: v.optional(v.pipe(v.string(), v.maxLength(254))),
};

/** The simple form's contexts but order support, which carries an order of the sender's. */
const GENERAL_CONTEXTS = SIMPLE_CONTEXT_IDS.filter(
  (id): id is Exclude<SimpleContextId, 'order_support'> => id !== 'order_support',
);

const simpleFormType = v.optional(v.literal('contact', 'formType must be "contact" for this context'), 'contact');

const contactRequestEntries = {
  formType: simpleFormType,
  context: v.picklist(GENERAL_CONTEXTS),
  name: contactNameSchema,
  email: contactEmailSchema(),
  subject: subjectSchema,
  message: messageSchema,
  details: v.optional(extraDetailsSchema, {}),
  ...clientHints,
};

export const contactRequestSchema = fields(contactRequestEntries);

/** Order support: an order instead of a subject; the server makes the subject from it. */
export const orderSupportRequestSchema = fields({
  ...contactRequestEntries,
  context: v.literal('order_support'),
  subject: v.optional(v.pipe(v.string(), v.maxLength(200))),
  details: objectOnly(fields({ ...extraDetails, orderId: orderIdSchema }, M.orderRequired), M.orderRequired),
});

const tradeFormType = v.optional(
  v.literal('trade_pro_registration', 'formType must be "trade_pro_registration" for this context'),
  'trade_pro_registration',
);

/** What the spec's client sends besides an application's fields: taken and ignored, name, subject and message are rebuilt from the fields. */
const tradeHints = {
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  subject: v.optional(v.pipe(v.string(), v.maxLength(200))),
  message: v.optional(v.pipe(v.string(), v.maxLength(5000))),
  ...clientHints,
};

/** A trade-professional application with its fields under `application` (the web app's shape). */
export const tradeApplicationRequestSchema = v.pipe(
  fields({
    formType: tradeFormType,
    context: v.literal('trade_pro_registration'),
    application: objectOnly(tradeApplicationSchema, M.formInvalid),
    email: v.optional(v.pipe(v.string(), v.maxLength(254))),
    ...tradeHints,
  }),
  v.description("A Trade Pro application with its fields under 'application' (or at the top level; not both)."),
);
type TradeApplicationRequest = v.InferOutput<typeof tradeApplicationRequestSchema>;

/**
 * A trade-professional application with its fields at the top level, as spec §7 describes
 * ("Multi-step forms send the form's own fields"): the same rules and messages, read into
 * the web app's shape, so what is stored and mailed does not depend on the shape it came in.
 * Its `email` is the application's.
 */
export const flatTradeApplicationRequestSchema = v.pipe(
  fields({
    formType: tradeFormType,
    context: v.literal('trade_pro_registration'),
    ...tradeApplicationSchema.entries,
    ...tradeHints,
  }),
  v.description(
    "A Trade Pro application with its fields at the top level, as spec §7 sends it (or under 'application'; not both).",
  ),
  v.transform(
    ({
      formType,
      context,
      name,
      subject,
      message,
      priority,
      recipientEmail,
      ...application
    }): TradeApplicationRequest => ({
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
  ),
);

/**
 * A body that names no context of ours; one that is no object at all (an array neither) has
 * no context to name.
 */
const unknownContext = (issue: v.VariantIssue) => {
  const body = issue.path?.[0]?.input;
  return body && typeof body === 'object' && !Array.isArray(body) ? M.contextUnknown : M.formInvalid;
};

/** POST /api/contact's body in the web app's shape (an application under `application`). */
export const supportRequestSchema = v.variant(
  'context',
  [contactRequestSchema, orderSupportRequestSchema, tradeApplicationRequestSchema],
  unknownContext,
);
export type SupportRequest = v.InferOutput<typeof supportRequestSchema>;
export type SupportRequestBody = v.InferInput<typeof supportRequestSchema>;

const flatSupportRequestSchema = v.variant(
  'context',
  [contactRequestSchema, orderSupportRequestSchema, flatTradeApplicationRequestSchema],
  unknownContext,
);

/** Every body POST /api/contact takes, as its OpenAPI document shows them: the application in either shape. */
export const supportRequestBodySchema = v.union([supportRequestSchema, flatTradeApplicationRequestSchema]);

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

const bothShapesRefused = v.custom<SupportRequest>(() => false, M.tradeBothShapes);

/**
 * The schema that reads this body: the one of the shape it was sent in, so that each problem
 * is named with the form's own message whichever shape it came in (a union of the two would
 * name the problems of both).
 */
export const supportRequestSchemaFor = (body: unknown): v.GenericSchema<unknown, SupportRequest> => {
  if (
    !body ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    (body as Record<string, unknown>).context !== 'trade_pro_registration'
  )
    return supportRequestSchema;
  const shape = tradeRequestShape(body as Record<string, unknown>);
  if (shape === 'flat') return flatSupportRequestSchema;
  return shape === 'both' ? bothShapesRefused : supportRequestSchema;
};

export const contactResponseSchema = v.object({
  success: v.literal(true),
  message: v.string(),
  /** The submission's reference, also given in the acknowledgement mail. */
  id: v.string(),
});
export type ContactResponse = v.InferOutput<typeof contactResponseSchema>;

export const supportErrorSchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.array(v.string())),
});

/** What the order selector needs of an order (spec §3 Order); the orders API sends more. */
export const orderChoiceSchema = v.looseObject({
  id: v.string(),
  orderDate: v.optional(v.string()),
  status: v.optional(v.string()),
});
export type OrderChoice = v.InferOutput<typeof orderChoiceSchema>;
export const userOrdersResponseSchema = v.array(orderChoiceSchema);

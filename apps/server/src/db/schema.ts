import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The most a PostgreSQL integer holds: no money column may be asked to hold more (ORDER_TOTAL_MAX keeps orders under it). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/** Money columns are integer cents (DESIGN.md); timestamps are timestamptz. */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Catalogue -------------------------------------------------------------------------

export const cabinetGroups = pgTable('cabinet_groups', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const cabinets = pgTable(
  'cabinets',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name')
      .notNull()
      .references(() => cabinetGroups.name),
    category: text('category').notNull(),
    type: text('type').notNull(),
    variation: text('variation').notNull(),
    name: text('name').notNull(),
    widthIn: real('width_in').notNull(),
    heightIn: real('height_in').notNull(),
    depthIn: real('depth_in').notNull(),
    measure: text('measure').notNull(),
    priceCents: integer('price_cents').notNull(),
    paintPriceCents: integer('paint_price_cents').notNull(),
    glassName: text('glass_name'),
    glassPriceCents: integer('glass_price_cents'),
    glassLine: text('glass_line'),
    line: text('line').notNull(),
    image: text('image').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cabinets_group_name_uq').on(t.groupName, t.name),
    index('cabinets_group_category_idx').on(t.groupName, t.category, t.sortOrder),
    check('cabinets_price_nonnegative', sql`${t.priceCents} >= 0 AND ${t.paintPriceCents} >= 0`),
    check('cabinets_category_known', sql`${t.category} IN ('Base','Wall','Vanity','Tall','Accessories')`),
  ],
);

export const colors = pgTable('colors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  rgb: text('rgb').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

// ---- Accounts ----------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 once the e-mail address is verified (spec §3 User.enabled). */
    enabled: smallint('enabled').notNull().default(0),
    /** Bumped whenever roles change so clients can refresh badges and prices. */
    rolesVersion: integer('roles_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Opaque session tokens, stored as SHA-256 hashes and bound to a device fingerprint. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated: the old token keeps working until this moment (grace period). */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time links (e-mail verification, password reset, a new device), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'new_device'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Failed logins per address, for the lockout rule (kept here so every instance agrees).
 * `device` is the known device the attempt came from (its hash in known_devices), which
 * keeps a count of its own; null for every other device, which share one count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    device: text('device'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.failedAt)],
);

/**
 * Devices that have logged in to an account (OWASP's device cookies): the SHA-256 of an
 * identifier the device presented at a successful login (its fingerprint, or the web app's
 * device key, which survives logout) or when its owner opened a new-device link.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] }), index('known_devices_last_login_idx').on(t.lastLoginAt)],
);

// ---- Binder, projects ------------------------------------------------------------------

/** The signed-in user's binder: items and labels as the web app holds them (spec §3). */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items')
    .notNull()
    .default(sql`'[]'::jsonb`),
  labels: jsonb('labels')
    .notNull()
    .default(sql`'[]'::jsonb`),
  preAssembly: boolean('pre_assembly').notNull().default(false),
  updatedAt: updatedAt(),
});

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cartData: jsonb('cart_data').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A project's read-only link (issue 23, decision 0161): the SHA-256 of its 256-bit token, at most
 * one per project. Revoking deletes the row; so does deleting the project.
 */
export const projectShareLinks = pgTable('project_share_links', {
  tokenHash: text('token_hash').primaryKey(),
  projectId: uuid('project_id')
    .notNull()
    .unique('project_share_links_project_uq')
    .references(() => projects.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The designer's hand-off (issue 23, decision 0163): a project a Sales User makes for a customer
 * by e-mail address (stored lower case), as the shopper's choices only, like a project. The
 * customer answers a sent one once: accepting makes a project of theirs (project_id).
 */
export const handOffs = pgTable(
  'hand_offs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    cartData: jsonb('cart_data').notNull(),
    state: text('state', { enum: ['draft', 'sent', 'accepted', 'declined'] })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The designer's e-mail at the time, kept when the account is gone. */
    createdByEmail: text('created_by_email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineNote: text('decline_note'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The console's list, newest first, whole or narrowed to one state.
    index('hand_offs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('hand_offs_state_created_idx').on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The customer's list: what was sent to their address, newest first.
    index('hand_offs_email_created_idx').on(t.email, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

// ---- Orders ------------------------------------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    customerName: text('customer_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    phone: text('phone').notNull(),
    fulfilment: text('fulfilment', { enum: ['pickup', 'delivery'] }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    freightCents: integer('freight_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when staff record a payment taken at the showroom (cash, card terminal, cheque). */
    paidInStoreMethod: text('paid_in_store_method'),
    /**
     * SHA-256 of the request that placed the order (orderRequestText), so that its
     * idempotency key sent again with another order is refused; null for orders placed
     * before it was kept, which replay for any request as they always did.
     */
    requestDigest: text('request_digest'),
    /**
     * The rooms' plans as ordered (issue 22, decision 0160): each label that had a plan, with
     * its items and the fit problems checkout showed; null for orders placed before plans.
     */
    plans: jsonb('plans'),
    /** The shopper ticked 'I have checked my measurements' (asked only when a plan has fit problems). */
    measurementsChecked: boolean('measurements_checked'),
    /** The quote the order came from: its lines were charged at held prices (issue 23, decision 0162). */
    quoteId: uuid('quote_id').references((): AnyPgColumn => quotes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    // A customer's order history, newest first, a keyset page at a time (issue 24).
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The staff console's order list, newest first, all or by status (docs/performance.md, Lists that grow).
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    labelName: text('label_name'),
    category: text('category').notNull(),
    groupName: text('group_name').notNull(),
    type: text('type').notNull(),
    variation: text('variation').notNull(),
    name: text('name').notNull(),
    measurement: text('measurement').notNull(),
    hasGlassDoor: boolean('has_glass_door').notNull(),
    colorCode: text('color_code'),
    colorName: text('color_name'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    paintLaborCents: integer('paint_labor_cents').notNull().default(0),
    preAssemblyCents: integer('pre_assembly_cents').notNull().default(0),
    totalPriceCents: integer('total_price_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

// ---- Quotes (issue 23, decision 0162) ---------------------------------------------------------

/** A quote: the binder or a project priced once, its prices held until valid_until. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Q-YYYYMMDD-XXXX (quotes/rules.ts quoteNumber). */
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper's name as quoted. */
    customerName: text('customer_name').notNull(),
    /** What was quoted, as saved (the rooms' plans too): the drawings are made from it. */
    cart: jsonb('cart').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    freightCents: integer('freight_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quotes_number_uq').on(t.number),
    index('quotes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    labelId: text('label_id'),
    labelName: text('label_name'),
    groupName: text('group_name').notNull(),
    type: text('type').notNull(),
    variation: text('variation').notNull(),
    name: text('name').notNull(),
    measurement: text('measurement').notNull(),
    hasGlassDoor: boolean('has_glass_door').notNull(),
    colorCode: text('color_code'),
    colorName: text('color_name'),
    quantity: integer('quantity').notNull(),
    discountedPriceCents: integer('discounted_price_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    preAssemblyCents: integer('pre_assembly_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    check('quote_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

// ---- Support -------------------------------------------------------------------------------

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    context: text('context').notNull(),
    priority: text('priority').notNull(),
    formType: text('form_type').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    extra: jsonb('extra')
      .notNull()
      .default(sql`'{}'::jsonb`),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.handledAt, t.context, t.createdAt),
    // The support inbox's order (INBOX_ORDER in staff/support-inbox.ts: keep the expressions
    // alike), then handled_at and priority so that the page's ids are read from the index alone.
    index('contact_messages_inbox_order_idx').on(
      sql`(${t.handledAt} IS NOT NULL)`,
      sql`(CASE ${t.priority} WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END)`,
      t.context,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.handledAt,
      t.priority,
    ),
  ],
);

export const tradeApplications = pgTable(
  'trade_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    companyDescription: text('company_description').notNull(),
    location: text('location').notNull(),
    website: text('website'),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    preferredContact: text('preferred_contact', { enum: ['email', 'phone'] }).notNull(),
    yearsInBusiness: integer('years_in_business').notNull(),
    annualRevenue: text('annual_revenue').notNull(),
    projectsPerYear: integer('projects_per_year').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    decidedTier: text('decided_tier'),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('trade_applications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('trade_applications_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

// ---- Mail ---------------------------------------------------------------------------------

/** Every mail the store sends is written here first; without SMTP it is read at /dev/mail. */
/** A mail's attachment as the outbox keeps it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** The file, base64. */
  content: string;
}

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Where the recipient's answer should go (staff replies: the store's support mailbox). */
  replyTo: text('reply_to'),
  /** Files sent with the mail (a quote's PDF), base64, kept with it so that a retry sends them too. */
  attachments: jsonb('attachments').$type<StoredAttachment[]>(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** An instance is sending it until then (no connection is held meanwhile); after that, anyone may. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  createdAt: createdAt(),
});

// ---- Staff ----------------------------------------------------------------------------------

/** Every staff action, written in the same transaction as the change it records (issue 9). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The log narrowed to one target (the console asks by id alone), newest first.
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The log narrowed to one area (AUDIT_AREA in staff/audit.ts, the action's part before the
    // dot), newest first; the action itself last, so that a page's ids are read from the index alone.
    index('audit_log_area_created_idx').on(
      sql`split_part(${t.action}, '.', 1)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.action,
    ),
  ],
);

/** An order's status changes, shown to the customer in the order history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff replies to support messages, sent by e-mail to the message's sender. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_message_idx').on(t.contactMessageId, t.createdAt)],
);

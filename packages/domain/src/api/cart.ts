import * as v from 'valibot';
import { fields } from '../common/fields.ts';
import { binderItemSchema, type BinderItem } from '../binder/item.ts';
import { labelSchema, type Binder } from '../binder/binder.ts';
import { BINDER_LIMITS, LABEL_MESSAGES, QUANTITY_MAX, QUANTITY_MIN } from '../binder/ops.ts';
import { preAssemblyFee } from '../pricing/pricing.ts';
import { planSchema } from '../planner/plan.ts';

/**
 * The cart API of signed-in users (spec §7: "Cart initialise, save and price revalidation
 * calls: paths not shown"). GET answers the account's binder priced now; PUT replaces it.
 * A saved item is only what the shopper chose (SKU, group, quantity, colour, label): the
 * server builds everything else from the catalogue, so prices sent by a client are ignored.
 */
export const CART_API_PATH = '/api/cart';

export const CART_MESSAGES = {
  unknownSku: (name: string, group: string) =>
    `The cabinet '${name}' is not in the ${group} catalogue. Remove it from your binder and add it again from the store.`,
  unknownColor: (code: string) =>
    `The paint colour '${code}' is not one of our colours. Choose the colour again from the palette.`,
  tooManyLines: `A binder holds at most ${BINDER_LIMITS.lines} items.`,
  tooManyLabels: `A binder holds at most ${BINDER_LIMITS.labels} labels.`,
  quantity: `A quantity is a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  duplicateId: 'Each item and each label of a binder needs its own id.',
  /** Shown when the server dropped items whose SKU left the catalogue. */
  removed: (names: string[]) => `No longer sold, removed from your binder: ${names.join(', ')}.`,
  saveFailed: 'Your binder could not be saved to your account yet. It is kept on this device and we will keep trying.',
} as const;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const trimmed = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

/** An item as saved: what the shopper chose of it. */
export const savedItemSchema = fields({
  id,
  group: trimmed(1, 60),
  name: trimmed(1, 40),
  quantity: v.pipe(
    v.number(CART_MESSAGES.quantity),
    v.safeInteger(CART_MESSAGES.quantity),
    v.minValue(QUANTITY_MIN, CART_MESSAGES.quantity),
    v.maxValue(QUANTITY_MAX, CART_MESSAGES.quantity),
  ),
  selectedColor: v.optional(v.nullable(v.object({ code: trimmed(1, 40) })), null),
});
export type SavedItem = v.InferOutput<typeof savedItemSchema>;

export const savedLabelSchema = v.object({
  id,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, LABEL_MESSAGES.nameRequired), v.maxLength(BINDER_LIMITS.labelName)),
  items: v.pipe(v.array(savedItemSchema), v.maxLength(BINDER_LIMITS.lines)),
  /** The room's plan (issue 22): checked against the label's items by the server (planItemsIssue). */
  plan: v.optional(v.nullable(planSchema), null),
});

const itemIdsOf = (cart: { items: { id: string }[]; labels: { items: { id: string }[] }[] }): string[] =>
  [...cart.items, ...cart.labels.flatMap((label) => label.items)].map((item) => item.id);

/**
 * What is saved of the binder, and all of it a browser sends (PUT /api/cart, a project's
 * cartData, an order's cart): the shopper's choices, never a price.
 */
export const savedBinderSchema = v.pipe(
  v.object({
    items: v.pipe(v.array(savedItemSchema), v.maxLength(BINDER_LIMITS.lines, CART_MESSAGES.tooManyLines)),
    labels: v.pipe(v.array(savedLabelSchema), v.maxLength(BINDER_LIMITS.labels, CART_MESSAGES.tooManyLabels)),
    preAssembly: v.boolean(),
  }),
  v.check((cart) => itemIdsOf(cart).length <= BINDER_LIMITS.lines, CART_MESSAGES.tooManyLines),
  v.check((cart) => {
    const itemIds = itemIdsOf(cart);
    const labelIds = cart.labels.map((label) => label.id);
    return new Set(itemIds).size === itemIds.length && new Set(labelIds).size === labelIds.length;
  }, CART_MESSAGES.duplicateId),
);
export type SavedBinder = v.InferOutput<typeof savedBinderSchema>;

export const removedItemSchema = v.object({ name: v.string(), group: v.string() });

/** Spec §3 Binder item, as the API answers it: with the pre-assembly fee its binder's choice gives it. */
export const binderItemAnswerSchema = v.object({
  ...binderItemSchema.entries,
  preAssemblyFee: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type BinderItemAnswer = v.InferOutput<typeof binderItemAnswerSchema>;

/** The binder as the API answers it (the cart's answer, a project's cartData). */
export const binderAnswerSchema = v.object({
  items: v.array(binderItemAnswerSchema),
  labels: v.array(v.object({ ...labelSchema.entries, items: v.array(binderItemAnswerSchema) })),
  preAssembly: v.boolean(),
});
export type BinderAnswer = v.InferOutput<typeof binderAnswerSchema>;

/** The binder as the API answers it: each item with the fee of the binder's pre-assembly choice. */
export const binderAnswer = (binder: Binder): BinderAnswer => {
  const fee = preAssemblyFee(binder.preAssembly);
  const answered = (item: BinderItem): BinderItemAnswer => ({ ...item, preAssemblyFee: fee });
  return {
    items: binder.items.map(answered),
    labels: binder.labels.map((label) => ({ ...label, items: label.items.map(answered) })),
    preAssembly: binder.preAssembly,
  };
};

/** The binder an answer holds: its items without the fee, which follows the pre-assembly choice. */
export const binderOfAnswer = (answer: BinderAnswer): Binder => {
  const item = ({ preAssemblyFee: _fee, ...rest }: BinderItemAnswer): BinderItem => rest;
  return {
    items: answer.items.map(item),
    labels: answer.labels.map((label) => ({ ...label, items: label.items.map(item) })),
    preAssembly: answer.preAssembly,
  };
};

/** The account's binder, as GET and PUT /api/cart answer it. */
export const accountBinderSchema = v.object({
  ...binderAnswerSchema.entries,
  /** When the account's binder was last saved; null before the first save. */
  updatedAt: v.nullable(v.string()),
  /** Items dropped because their SKU is no longer sold (GET only). */
  removed: v.array(removedItemSchema),
});
export type AccountBinder = v.InferOutput<typeof accountBinderSchema>;

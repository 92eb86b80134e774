import { z } from 'zod';
import { binderItemSchema } from './binder-item.ts';
import { labelSchema } from './binder.ts';
import { BINDER_LIMITS, LABEL_MESSAGES, QUANTITY_MAX, QUANTITY_MIN } from './binder-ops.ts';

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
  unknownColor: (code: string) => `The paint colour '${code}' is not one of our colours. Choose the colour again from the palette.`,
  tooManyLines: `A binder holds at most ${BINDER_LIMITS.lines} items.`,
  tooManyLabels: `A binder holds at most ${BINDER_LIMITS.labels} labels.`,
  quantity: `A quantity is a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  duplicateId: 'Each item and each label of a binder needs its own id.',
  /** Shown when the server dropped items whose SKU left the catalogue. */
  removed: (names: string[]) => `No longer sold, removed from your binder: ${names.join(', ')}.`,
  saveFailed: 'Your binder could not be saved to your account yet. It is kept on this device and we will keep trying.',
} as const;

const id = z.string().min(1).max(64);

export const cartItemInputSchema = z.object({
  id,
  group: z.string().trim().min(1).max(60),
  name: z.string().trim().min(1).max(40),
  quantity: z.number(CART_MESSAGES.quantity).int(CART_MESSAGES.quantity).min(QUANTITY_MIN, CART_MESSAGES.quantity).max(QUANTITY_MAX, CART_MESSAGES.quantity),
  /** Only the code counts; the colour's name and shade come from our colour list. */
  selectedColor: z.object({ code: z.string().trim().min(1).max(40) }).nullable().default(null),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartLabelInputSchema = z.object({
  id,
  name: z.string().trim().min(1, LABEL_MESSAGES.nameRequired).max(BINDER_LIMITS.labelName),
  items: z.array(cartItemInputSchema).max(BINDER_LIMITS.lines),
});

export const cartSaveSchema = z
  .object({
    items: z.array(cartItemInputSchema).max(BINDER_LIMITS.lines, CART_MESSAGES.tooManyLines),
    labels: z.array(cartLabelInputSchema).max(BINDER_LIMITS.labels, CART_MESSAGES.tooManyLabels),
    preAssembly: z.boolean(),
  })
  .superRefine((cart, context) => {
    const itemIds = [...cart.items, ...cart.labels.flatMap((label) => label.items)].map((item) => item.id);
    if (itemIds.length > BINDER_LIMITS.lines) context.addIssue({ code: 'custom', message: CART_MESSAGES.tooManyLines });
    const labelIds = cart.labels.map((label) => label.id);
    if (new Set(itemIds).size !== itemIds.length || new Set(labelIds).size !== labelIds.length) {
      context.addIssue({ code: 'custom', message: CART_MESSAGES.duplicateId });
    }
  });
export type CartSave = z.infer<typeof cartSaveSchema>;

export const removedItemSchema = z.object({ name: z.string(), group: z.string() });

export const cartResponseSchema = z.object({
  items: z.array(binderItemSchema),
  labels: z.array(labelSchema),
  preAssembly: z.boolean(),
  /** When the account's binder was last saved; null before the first save. */
  updatedAt: z.string().nullable(),
  /** Items dropped because their SKU is no longer sold (GET only). */
  removed: z.array(removedItemSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

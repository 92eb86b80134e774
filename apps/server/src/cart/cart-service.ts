import type { ApiUser } from '@rta/domain/user';
import { contractorTier } from '@rta/domain/roles';
import { CART_MESSAGES, cartSaveSchema, type CartResponse, type CartSave } from '@rta/domain/cart-api';
import type { Database } from '../db/pool.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { cartRepository } from './cart-repository.ts';
import { lookupKeys, priceCart, type PricedCart } from './cart-pricing.ts';

export const CART_ERROR_CODES = { unknownSku: 'UNKNOWN_SKU', unknownColor: 'UNKNOWN_COLOR' } as const;

type Reader = Parameters<typeof cartRepository.rowsFor>[0];

/** Look up what the binder mentions and price it for the user's tier at this moment (cart and checkout). */
export const priceForUser = async (db: Reader, cart: CartSave, user: ApiUser): Promise<PricedCart> => {
  const keys = lookupKeys(cart);
  const [rows, colors] = await Promise.all([
    cartRepository.rowsFor(db, keys.groups, keys.names),
    cartRepository.colorsFor(db, keys.colorCodes),
  ]);
  return priceCart(cart, { rows, colors }, { tier: contractorTier(user.roles), preAssembly: cart.preAssembly });
};

/**
 * The signed-in user's binder. Each user reads and writes only their own (the user comes
 * from the session, never from the request). Both answers are priced now: a price change
 * in the catalogue or a new contractor tier shows at the next load.
 */
export const createCartService = (db: Database, clock: Clock) => ({
  async load(user: ApiUser): Promise<CartResponse> {
    const stored = await cartRepository.load(db, user.id);
    if (!stored) return { items: [], labels: [], preAssembly: false, updatedAt: null, removed: [] };
    // What this server stored passed the same schema; parsing again keeps only the shopper's choices.
    const priced = await priceForUser(db, cartSaveSchema.parse(stored), user);
    return { ...priced.binder, updatedAt: stored.updatedAt.toISOString(), removed: priced.unknown.map(({ name, group }) => ({ name, group })) };
  },

  /**
   * Replaces the binder; an unknown SKU or colour refuses the whole save. The write is one
   * statement (an upsert), so it needs no transaction of its own: the prices it stores are
   * the ones read just before, as they would be inside one (read committed).
   */
  async save(user: ApiUser, cart: CartSave): Promise<CartResponse> {
    const priced = await priceForUser(db, cart, user);
    const [first] = priced.unknown;
    if (first?.colorCode !== undefined) throw new HttpError(400, CART_MESSAGES.unknownColor(first.colorCode), CART_ERROR_CODES.unknownColor);
    if (first) throw new HttpError(400, CART_MESSAGES.unknownSku(first.name, first.group), CART_ERROR_CODES.unknownSku);
    const now = clock.now();
    await cartRepository.save(db, user.id, priced.binder, now);
    return { ...priced.binder, updatedAt: now.toISOString(), removed: [] };
  },
});

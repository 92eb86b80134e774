import * as v from 'valibot';
import type { ApiUser } from '@rta/domain/accounts/user';
import { contractorTier } from '@rta/domain/accounts/roles';
import {
  binderAnswer,
  CART_MESSAGES,
  savedBinderSchema,
  type AccountBinder,
  type SavedBinder,
} from '@rta/domain/api/cart';
import type { Database } from '../db/pool.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { binderPlanIssue } from '@rta/domain/binder/plans';
import { cartRepository } from './cart-repository.ts';
import { lookupKeys, priceBinder, type PriceBook, type PricedBinder } from './cart-pricing.ts';

type Reader = Parameters<typeof cartRepository.rowsFor>[0];

/** The catalogue rows and colours of everything the binders mention, looked up together. */
export const priceBookFor = async (db: Reader, binders: Pick<SavedBinder, 'items' | 'labels'>): Promise<PriceBook> => {
  const keys = lookupKeys(binders);
  const [rows, colors] = await Promise.all([
    cartRepository.rowsFor(db, keys.groups, keys.names),
    cartRepository.colorsFor(db, keys.colorCodes),
  ]);
  return { rows, colors };
};

/** Look up what the binder mentions and price it for the user's tier at this moment (cart and checkout). */
export const priceForUser = async (db: Reader, cart: SavedBinder, user: ApiUser): Promise<PricedBinder> =>
  priceBinder(cart, await priceBookFor(db, cart), contractorTier(user.roles));

/**
 * The binder priced for the user, when the store sells all of it: an unknown SKU or colour
 * refuses the whole binder by name, with a 400 (saving it or a project, and checkout), so
 * nothing is stored or ordered that the store does not sell; a label's plan that places what
 * the label does not hold is refused with a 422.
 */
export const priceOrRefuse = async (db: Reader, cart: SavedBinder, user: ApiUser): Promise<PricedBinder> => {
  const priced = await priceForUser(db, cart, user);
  const [first] = priced.unknown;
  if (first?.colorCode !== undefined)
    throw new HttpError(400, CART_MESSAGES.unknownColor(first.colorCode), 'UNKNOWN_COLOR');
  if (first) throw new HttpError(400, CART_MESSAGES.unknownSku(first.name, first.group), 'UNKNOWN_SKU');
  // The plans as sent, not as pricing reconciled them: the client reconciles before it sends (decision 0159).
  const asSent = priced.binder.labels.map((label, index) => ({ ...label, plan: cart.labels[index]?.plan ?? null }));
  const planIssue = binderPlanIssue(asSent);
  if (planIssue) throw new HttpError(422, planIssue, 'PLAN_ITEMS');
  return priced;
};

/**
 * The signed-in user's binder. Each user reads and writes only their own (the user comes
 * from the session, never from the request). Both answers are priced now: a price change
 * in the catalogue or a new contractor tier shows at the next load.
 */
export const createCartService = (db: Database, clock: Clock) => ({
  async load(user: ApiUser): Promise<AccountBinder> {
    const stored = await cartRepository.load(db, user.id);
    if (!stored) return { items: [], labels: [], preAssembly: false, updatedAt: null, removed: [] };
    // What this server stored passed the same schema; parsing again keeps only the shopper's choices.
    const priced = await priceForUser(db, v.parse(savedBinderSchema, stored), user);
    return {
      ...binderAnswer(priced.binder),
      updatedAt: stored.updatedAt.toISOString(),
      removed: priced.unknown.map(({ name, group }) => ({ name, group })),
    };
  },

  /**
   * Replaces the binder; an unknown SKU or colour refuses the whole save. The write is one
   * statement (an upsert), so it needs no transaction of its own: the prices it stores are
   * the ones read just before, as they would be inside one (read committed).
   */
  async save(user: ApiUser, cart: SavedBinder): Promise<AccountBinder> {
    const priced = await priceOrRefuse(db, cart, user);
    const now = clock.now();
    await cartRepository.save(db, user.id, priced.binder, now);
    return { ...binderAnswer(priced.binder), updatedAt: now.toISOString(), removed: [] };
  },
});

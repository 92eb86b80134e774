import * as v from 'valibot';
import type { ApiUser } from '@rta/domain/user';
import { contractorTier } from '@rta/domain/roles';
import { lineCount } from '@rta/domain/binder-ops';
import { cartSaveSchema, type CartSave } from '@rta/domain/cart-api';
import type { Project } from '@rta/domain/project-api';
import { priceCart, type PricedCart } from '../cart/cart-pricing.ts';
import { priceBookFor, priceForUser } from '../cart/cart-service.ts';
import type { ProjectRow } from './project-repository.ts';

type Reader = Parameters<typeof priceForUser>[0];

/** What this server stored passed the same schema; parsing again keeps only the shopper's choices. */
export const storedChoices = (row: ProjectRow): CartSave => v.parse(cartSaveSchema, row.cartData);

export const toProject = (row: ProjectRow, priced: PricedCart): Project => ({
  id: row.id,
  name: row.name,
  cartData: priced.binder,
  updatedAt: row.updatedAt.toISOString(),
  itemCount: lineCount(priced.binder),
  removed: priced.unknown.map(({ name, group }) => ({ name, group })),
});

/** One project priced now for the user (spec: prices are recomputed when a project loads). */
export const priceProject = async (db: Reader, row: ProjectRow, user: ApiUser): Promise<Project> =>
  toProject(row, await priceForUser(db, storedChoices(row), user));

/**
 * Every project of a list priced now, with one look-up of catalogue rows and colours for
 * all of them rather than two per project.
 */
export const priceProjects = async (db: Reader, rows: ProjectRow[], user: ApiUser): Promise<Project[]> => {
  const carts = rows.map(storedChoices);
  const book = await priceBookFor(db, { items: carts.flatMap((cart) => cart.items), labels: carts.flatMap((cart) => cart.labels) });
  const tier = contractorTier(user.roles);
  return rows.map((row, index) => {
    const cart = carts[index] ?? { items: [], labels: [], preAssembly: false };
    return toProject(row, priceCart(cart, book, { tier, preAssembly: cart.preAssembly }));
  });
};

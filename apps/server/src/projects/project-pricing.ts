import * as v from 'valibot';
import type { ApiUser } from '@rta/domain/accounts/user';
import { contractorTier } from '@rta/domain/accounts/roles';
import { lineCount } from '@rta/domain/binder/ops';
import { binderAnswer, savedBinderSchema, type SavedBinder } from '@rta/domain/api/cart';
import type { Project } from '@rta/domain/api/projects';
import { priceBinder, type PricedBinder } from '../cart/cart-pricing.ts';
import { priceBookFor, priceForUser } from '../cart/cart-service.ts';
import type { ProjectRow } from './project-repository.ts';

type Reader = Parameters<typeof priceForUser>[0];

/** What this server stored passed the same schema; parsing again keeps only the shopper's choices. */
export const storedChoices = (row: ProjectRow): SavedBinder => v.parse(savedBinderSchema, row.cartData);

export const toProject = (row: ProjectRow, priced: PricedBinder): Project => ({
  id: row.id,
  name: row.name,
  cartData: binderAnswer(priced.binder),
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
  const binders = rows.map(storedChoices);
  const book = await priceBookFor(db, {
    items: binders.flatMap((saved) => saved.items),
    labels: binders.flatMap((saved) => saved.labels),
  });
  const tier = contractorTier(user.roles);
  return rows.map((row, index) => {
    const saved = binders[index] ?? { items: [], labels: [], preAssembly: false };
    return toProject(row, priceBinder(saved, book, tier));
  });
};

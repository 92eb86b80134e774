import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueRow, PaintColor } from '@rta/domain/catalogue/catalogue';
import type { Binder } from '@rta/domain/binder/binder';
import type { Database } from '../db/pool.ts';
import { cabinets, carts, colors } from '../db/schema.ts';
import { toCatalogueRow } from '../catalogue/catalogue-repository.ts';

/** A reader and writer inside one transaction, or the database itself. */
type Executor = Pick<Database, 'select' | 'insert'>;

/** The account's binder as its row in `carts` holds it. */
export interface CartRow extends Binder {
  updatedAt: Date;
}

/**
 * The catalogue lookups that price every cart save, checkout quote and order, as named
 * prepared statements whose text does not depend on how many SKUs a binder holds (`= any($1)`
 * with an array): built once per database handle (or transaction), planned once per connection.
 */
const preparedLookups = new WeakMap<Executor, ReturnType<typeof prepareLookups>>();
const prepareLookups = (db: Executor) => ({
  rows: db
    .select()
    .from(cabinets)
    .where(
      and(
        sql`${cabinets.groupName} = any(${sql.placeholder('groups')}::text[])`,
        eq(cabinets.hidden, false),
        sql`(${cabinets.name} = any(${sql.placeholder('names')}::text[]) or ${cabinets.glassName} = any(${sql.placeholder('names')}::text[]))`,
      ),
    )
    .prepare('cart_catalogue_rows'),
  colors: db
    .select({ code: colors.code, name: colors.name, rgb: colors.rgb })
    .from(colors)
    .where(sql`${colors.code} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('cart_colors'),
});
const lookups = (db: Executor) => {
  let prepared = preparedLookups.get(db);
  if (!prepared) {
    prepared = prepareLookups(db);
    preparedLookups.set(db, prepared);
  }
  return prepared;
};

/**
 * The cart save's upsert, sent to node-postgres directly as a named prepared statement (planned
 * once per connection): every cart save pays for it, and the ORM's parameter mapping and query
 * wrapper cost about 2.5% of a save (docs/decisions/0147-signed-in-calls.md). It sends the binder
 * once and updates from `excluded`.
 */
const CART_SAVE = {
  name: 'cart_save',
  text: `insert into carts (user_id, items, labels, pre_assembly, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (user_id) do update set items = excluded.items, labels = excluded.labels,
                                             pre_assembly = excluded.pre_assembly, updated_at = excluded.updated_at`,
};

/** Reads and writes of the signed-in user's binder, and the catalogue rows that price it. */
export const cartRepository = {
  async load(db: Executor, userId: string): Promise<CartRow | undefined> {
    const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
    if (!row) return undefined;
    // The column holds what this server wrote; the service re-prices it before anyone sees it.
    return {
      items: row.items as CartRow['items'],
      labels: row.labels as CartRow['labels'],
      preAssembly: row.preAssembly,
      updatedAt: row.updatedAt,
    };
  },

  async save(db: Pick<Database, '$client'>, userId: string, cart: Binder, now: Date): Promise<void> {
    await db.$client.query({
      ...CART_SAVE,
      values: [userId, JSON.stringify(cart.items), JSON.stringify(cart.labels), cart.preAssembly, now],
    });
  },

  /** The visible rows selling any of these SKUs (standard or glass-door name) in these groups. */
  async rowsFor(db: Executor, groups: string[], names: string[]): Promise<CatalogueRow[]> {
    if (groups.length === 0 || names.length === 0) return [];
    const rows = await lookups(db).rows.execute({ groups, names });
    return rows.flatMap((row) => toCatalogueRow(row) ?? []);
  },

  /** Every visible row of these door styles: what a room's plan is checked against (fillers, gaps). */
  async rowsOfGroups(db: Executor, groups: string[]): Promise<CatalogueRow[]> {
    if (groups.length === 0) return [];
    const rows = await db
      .select()
      .from(cabinets)
      .where(and(inArray(cabinets.groupName, groups), eq(cabinets.hidden, false)));
    return rows.flatMap((row) => toCatalogueRow(row) ?? []);
  },

  async colorsFor(db: Executor, codes: string[]): Promise<PaintColor[]> {
    if (codes.length === 0) return [];
    return lookups(db).colors.execute({ codes });
  },
};

import { and, asc, eq } from 'drizzle-orm';
import {
  isCategory,
  type CabinetGroup,
  type CatalogueRow,
  type Category,
  type PaintColor,
} from '@rta/domain/catalogue/catalogue';
import type { Database } from '../db/pool.ts';
import { cabinetGroups, cabinets, colors } from '../db/schema.ts';

/** A cabinets row as the API's catalogue row (spec §3); none for a category the store does not sell. */
export const toCatalogueRow = (row: typeof cabinets.$inferSelect): CatalogueRow | undefined =>
  isCategory(row.category)
    ? {
        data_type: row.type,
        data_variation: row.variation,
        data_name: row.name,
        data_measure: row.measure,
        currency_price: row.priceCents,
        data_pprice: row.paintPriceCents,
        data_gname: row.glassName,
        data_gprice: row.glassPriceCents,
        data_gline: row.glassLine,
        data_line: row.line,
        data_image: row.image,
        data_group: row.groupName,
        select_cat: row.category,
      }
    : undefined;

/** Reads of the catalogue, in the API's shape (spec §3 catalogue row). */
export const createCatalogueRepository = (db: Database) => ({
  async listGroups(): Promise<CabinetGroup[]> {
    return db
      .select({ name: cabinetGroups.name, description: cabinetGroups.description, isDefault: cabinetGroups.isDefault })
      .from(cabinetGroups)
      .orderBy(asc(cabinetGroups.sortOrder));
  },

  async listCabinets(group: string, category: Category): Promise<CatalogueRow[]> {
    const rows = await db
      .select()
      .from(cabinets)
      .where(and(eq(cabinets.groupName, group), eq(cabinets.category, category), eq(cabinets.hidden, false)))
      .orderBy(asc(cabinets.sortOrder));
    return rows.flatMap((row) => toCatalogueRow(row) ?? []);
  },

  /** Every visible cabinet of every style group, in the store's order (groups, then the catalogue's own). */
  async listVisibleCabinets(): Promise<CatalogueRow[]> {
    const rows = await db
      .select({ cabinet: cabinets })
      .from(cabinets)
      .innerJoin(cabinetGroups, eq(cabinetGroups.name, cabinets.groupName))
      .where(eq(cabinets.hidden, false))
      .orderBy(asc(cabinetGroups.sortOrder), asc(cabinets.sortOrder));
    return rows.flatMap((row) => toCatalogueRow(row.cabinet) ?? []);
  },

  async listColors(): Promise<PaintColor[]> {
    return db
      .select({ code: colors.code, name: colors.name, rgb: colors.rgb })
      .from(colors)
      .orderBy(asc(colors.sortOrder));
  },
});

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

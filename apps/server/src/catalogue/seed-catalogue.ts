import { sql } from 'drizzle-orm';
import type { Database } from '../db/pool.ts';
import { cabinetGroups, cabinets, colors } from '../db/schema.ts';
import { cabinets as seedCabinets, type SeedCabinet } from './seed/cabinets.ts';
import { colors as seedColors } from './seed/colors.ts';

/** The two door styles; Slim Shaker's narrower rail costs a little more to make. */
const GROUPS = [
  {
    name: 'Shaker',
    description: 'Classic five-piece recessed-panel doors with 2¼" rails.',
    isDefault: true,
    priceFactor: 1,
  },
  {
    name: 'Slim Shaker',
    description: 'A modern Shaker with slim 1" rails and a flat centre panel.',
    isDefault: false,
    priceFactor: 1.12,
  },
] as const;

/** 34.5 → '34.5"', 0.75 → '0.75"', 24 → '24"'. */
const inches = (value: number): string => `${Number(value.toFixed(2))}"`;

export const formatMeasure = (c: Pick<SeedCabinet, 'widthIn' | 'heightIn' | 'depthIn'>): string =>
  `${inches(c.widthIn)} W x ${inches(c.heightIn)} H x ${inches(c.depthIn)} D`;

/** Whole-dollar prices after the group's factor, as a store's price list has them. */
const priced = (cents: number, factor: number): number => Math.round((cents * factor) / 100) * 100;

const groupCode = (group: string): string => (group === 'Shaker' ? 'SH' : 'SS');

const cabinetRows = () =>
  GROUPS.flatMap((group) =>
    seedCabinets.map((c, index) => ({
      groupName: group.name,
      category: c.category,
      type: c.type,
      variation: c.variation,
      name: c.name,
      widthIn: c.widthIn,
      heightIn: c.heightIn,
      depthIn: c.depthIn,
      measure: formatMeasure(c),
      priceCents: priced(c.priceCents, group.priceFactor),
      paintPriceCents: priced(c.paintPriceCents, group.priceFactor),
      glassName: c.glassPriceCents === undefined ? null : `${c.name}GD`,
      glassPriceCents: c.glassPriceCents === undefined ? null : priced(c.glassPriceCents, group.priceFactor),
      glassLine: c.glassPriceCents === undefined ? null : `${groupCode(group.name)}-${c.name}GD`,
      line: `${groupCode(group.name)}-${c.category.toUpperCase()}`,
      image: `${groupCode(group.name)}-${c.name}`,
      sortOrder: index,
    })),
  );

/**
 * Seed the catalogue on first start. Runs in one transaction under a lock so two
 * instances starting on an empty database seed it exactly once.
 */
export const seedCatalogue = async (db: Database): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274002)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(cabinetGroups);
    if ((existing?.count ?? 0) > 0) return false;
    await tx
      .insert(cabinetGroups)
      .values(
        GROUPS.map(({ name, description, isDefault }, sortOrder) => ({ name, description, isDefault, sortOrder })),
      );
    await tx.insert(cabinets).values(cabinetRows());
    await tx.insert(colors).values(seedColors.map((color, sortOrder) => ({ ...color, sortOrder })));
    return true;
  });

import { and, asc, eq } from 'drizzle-orm';
import {
  largePriceDrops,
  STAFF_CATALOGUE_MESSAGES as M,
  type CabinetUpdate,
  type StaffCabinet,
} from '@rta/domain/api/staff-catalogue';
import type { Category } from '@rta/domain/catalogue/catalogue';
import type { Database } from '../db/pool.ts';
import { cabinetGroups, cabinets } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { notifyCatalogueChanged } from '../catalogue/catalogue-changes.ts';
import { recordAudit, type AuditActor } from './audit.ts';

type CabinetRow = typeof cabinets.$inferSelect;

const view = (row: CabinetRow): StaffCabinet => ({
  id: row.id,
  group: row.groupName,
  category: row.category,
  name: row.name,
  type: row.type,
  measure: row.measure,
  priceCents: row.priceCents,
  paintPriceCents: row.paintPriceCents,
  glassName: row.glassName,
  glassPriceCents: row.glassPriceCents,
  hidden: row.hidden,
  updatedAt: row.updatedAt.toISOString(),
});

const EDITABLE = ['priceCents', 'paintPriceCents', 'glassPriceCents', 'hidden'] as const;

/**
 * Staff catalogue editing (issue 9). Each change is one transaction: the row, an audit entry
 * with before and after (and, for a large price drop, that it was confirmed), and a NOTIFY
 * that clears every instance's catalogue cache on commit. Cart and checkout read prices from
 * PostgreSQL directly, so they never see an old one.
 */
export const createCatalogueAdmin = (db: Database, clock: Clock) => ({
  async list(group: string, category: Category): Promise<StaffCabinet[]> {
    const [known] = await db
      .select({ name: cabinetGroups.name })
      .from(cabinetGroups)
      .where(eq(cabinetGroups.name, group));
    if (!known) throw new HttpError(404, `Unknown style group '${group}'.`, 'UNKNOWN_GROUP');
    const rows = await db
      .select()
      .from(cabinets)
      .where(and(eq(cabinets.groupName, group), eq(cabinets.category, category)))
      .orderBy(asc(cabinets.sortOrder));
    return rows.map(view);
  },

  async update(actor: AuditActor, id: number, update: CabinetUpdate): Promise<StaffCabinet> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(cabinets).where(eq(cabinets.id, id)).for('update');
      if (!row) throw new HttpError(404, M.notFound, 'CABINET_NOT_FOUND');
      if (update.glassPriceCents !== undefined && row.glassName === null)
        throw new HttpError(400, M.noGlass, 'NO_GLASS_DOOR');
      const before: Record<string, unknown> = {};
      const after: Partial<Pick<CabinetRow, (typeof EDITABLE)[number]>> = {};
      for (const field of EDITABLE) {
        const value = update[field];
        if (value !== undefined && value !== row[field]) {
          before[field] = row[field];
          Object.assign(after, { [field]: value });
        }
      }
      if (Object.keys(after).length === 0) return view(row);
      // A slip of the keyboard (a cent for a cabinet) reaches every shopper at once, so a large cut must be confirmed (issue 19).
      const drops = largePriceDrops(row, after);
      if (drops.length > 0 && update.confirmLargePriceDrop !== true) {
        throw new HttpError(409, M.largeDropNeedsConfirmation(row.name, drops), 'LARGE_PRICE_DROP_UNCONFIRMED');
      }
      const [updated] = await tx
        .update(cabinets)
        .set({ ...after, updatedAt: clock.now() })
        .where(eq(cabinets.id, id))
        .returning();
      if (!updated) throw new Error('cabinets did not return the updated row');
      const action =
        'hidden' in after && Object.keys(after).length === 1
          ? after.hidden
            ? 'catalogue.hide'
            : 'catalogue.show'
          : 'catalogue.update';
      await recordAudit(tx, actor, {
        action,
        targetType: 'cabinet',
        targetId: String(id),
        details: {
          group: row.groupName,
          category: row.category,
          name: row.name,
          before,
          after,
          ...(drops.length > 0 && { largePriceDropConfirmed: true }),
        },
      });
      await notifyCatalogueChanged(tx, String(id));
      return view(updated);
    });
  },
});

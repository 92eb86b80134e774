import { memo } from 'react';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import type { Label } from '@rta/domain/binder/binder';
import { buildBinderItem, type BinderItem } from '@rta/domain/binder/item';
import { addToLabel, ADD_TO_LABEL_MESSAGES } from '@rta/domain/planner/add-to-label';
import { roomColor } from '@rta/domain/planner/room-style';
import { useBinderStore } from '../../stores/binder-store.ts';
import { notify } from '../../lib/notify.ts';
import button from '../../ui/button.module.css';
import styles from './planner.module.css';
import { CATALOGUE_FAILED, NEEDS_WORKED_OUT } from './plan-checks.tsx';

export interface Need {
  sku: string;
  quantity: number;
  why?: string;
}

/** The items to add: each missing SKU built from its catalogue row, in the room's paint. */
const itemsFor = (missing: readonly Need[], rows: readonly CatalogueRow[], label: Label): BinderItem[] => {
  const color = roomColor(label.items);
  return missing.flatMap((need) => {
    const row = rows.find((one) => one.data_name === need.sku);
    if (!row) return [];
    const built = buildBinderItem(row, { glassDoor: false, color, id: crypto.randomUUID() });
    return built.ok ? [{ ...built.item, quantity: need.quantity }] : [];
  });
};

/**
 * 'Add what this room needs' (issue 22): the toe kick, crown, light rail and fillers the plan
 * needs (planner/accessories.ts roomNeeds) that the label does not hold yet, listed, and added
 * to the label in one step.
 */
export const RoomNeeds = memo(function RoomNeeds({
  label,
  needs,
  missing,
  rows,
  failed,
}: {
  label: Label;
  needs: readonly Need[] | undefined;
  missing: readonly Need[] | undefined;
  rows: readonly CatalogueRow[] | undefined;
  failed: boolean;
}) {
  const add = () => {
    if (!missing || !rows) return;
    const items = itemsFor(missing, rows, label);
    let result;
    try {
      result = useBinderStore.getState().addToLabel((binder) => addToLabel(binder, label.id, items));
    } catch {
      notify.error('The items could not be saved on this device. Free some storage and try again.');
      return;
    }
    if (result.added.length > 0) notify.success(ADD_TO_LABEL_MESSAGES.added(result.added, label.name));
    for (const one of result.notAdded)
      notify.info(one.reason === 'full' ? ADD_TO_LABEL_MESSAGES.full : ADD_TO_LABEL_MESSAGES.elsewhere(one.sku));
  };

  const why = (sku: string) => needs?.find((need) => need.sku === sku)?.why;
  return (
    <section className={styles.panel} aria-labelledby="needs-heading">
      <h2 id="needs-heading">What this room needs</h2>
      {failed ? (
        <p className={styles.muted}>{CATALOGUE_FAILED}</p>
      ) : !needs || !missing ? (
        <p className={styles.muted}>{NEEDS_WORKED_OUT.page}</p>
      ) : needs.length === 0 ? (
        <p className={styles.muted}>Place cabinets on a wall to see the toe kick, mouldings and fillers they need.</p>
      ) : missing.length === 0 ? (
        <p>{ADD_TO_LABEL_MESSAGES.nothing}</p>
      ) : (
        <>
          <ul className={styles.plainList} aria-label="Missing from this room">
            {missing.map((need) => (
              <li key={need.sku}>
                <strong>{need.sku}</strong> × {need.quantity}
                {why(need.sku) && <span className={styles.muted}> · {why(need.sku)}</span>}
              </li>
            ))}
          </ul>
          <button type="button" className={button.primary} onClick={add}>
            Add what this room needs
          </button>
        </>
      )}
    </section>
  );
});

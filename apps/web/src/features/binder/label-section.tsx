import { memo, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useDroppable } from '@dnd-kit/core';
import type { Label } from '@rta/domain/binder/binder';
import { formatCents } from '@rta/domain/pricing/money';
import { linePrice } from '@rta/domain/pricing/pricing';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useBinderUi } from './binder-ui-store.ts';
import { ItemRow } from './item-row.tsx';
import { labelZone } from './use-binder-dnd.ts';
import { useTier } from '../../lib/use-tier.ts';
import { plannerPath } from '../../config/paths.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';

const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** A label and its items (spec §3 Label): expanded by default, an empty one always (spec §4). */
export const LabelSection = memo(function LabelSection({ label, mobile }: { label: Label; mobile: boolean }) {
  const id = useId();
  const data = useMemo(() => ({ name: label.name }), [label.name]);
  const { setNodeRef, isOver } = useDroppable({ id: labelZone(label.id), data });
  const collapsed = useBinderUi((state) => state.collapsedLabels.has(label.id)) && label.items.length > 0;
  const { toggleLabel, ask } = useBinderUi.getState();
  const tier = useTier();
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const subtotal = label.items.reduce((sum, item) => sum + linePrice(item, tier, preAssembly).totalPrice, 0);

  return (
    <section
      ref={setNodeRef}
      className={styles.label}
      data-over={isOver}
      aria-labelledby={`${id}-name`}
      data-label-id={label.id}
    >
      <div className={styles.labelHeader}>
        <h3 className={styles.labelName}>
          <button
            type="button"
            className={styles.labelToggle}
            aria-expanded={!collapsed}
            aria-controls={`${id}-items`}
            disabled={label.items.length === 0}
            onClick={() => toggleLabel(label.id)}
          >
            <span aria-hidden="true" className={styles.chevron} data-open={!collapsed}>
              ▸
            </span>
            <span id={`${id}-name`}>{label.name}</span>
          </button>
        </h3>
        <span className={styles.labelCount}>
          {itemsText(label.items.length)} · {formatCents(subtotal)}
        </span>
        <Link
          to={plannerPath(label.id)}
          className={button.link}
          onClick={() => useDialogStore.getState().close()}
          aria-label={`${label.plan ? 'Open the plan' : 'Plan this room'}: ${label.name}`}
        >
          {label.plan ? 'Open the plan' : 'Plan this room'}
        </Link>
        <button
          type="button"
          className={button.link}
          onClick={() => ask({ kind: 'deleteLabel', label })}
          aria-label={`Delete label ${label.name}`}
        >
          Delete
        </button>
      </div>
      <ul id={`${id}-items`} className={styles.items} hidden={collapsed}>
        {label.items.map((item) => (
          <ItemRow key={item.id} item={item} mobile={mobile} canMove />
        ))}
      </ul>
      {label.items.length === 0 && (
        <p className={styles.dropHint}>{mobile ? 'No items yet: use Move Item on an item.' : 'Drag items here.'}</p>
      )}
    </section>
  );
});

import { memo, useId } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import { formatCents } from '@rta/domain/pricing/money';
import { linePrice } from '@rta/domain/pricing/pricing';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useBinderUi } from './binder-ui-store.ts';
import { DragHandle } from './drag-handle.tsx';
import { ItemDetails, colorText } from './item-details.tsx';
import { ItemEditForm } from './item-edit-form.tsx';
import { itemDrawing } from '../../ui/drawing-of.ts';
import { LazyDrawing } from '../../ui/lazy-drawing.tsx';
import { QuantityControl } from './quantity-control.tsx';
import { useTier } from '../../lib/use-tier.ts';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';

interface ItemRowProps {
  item: BinderItem;
  /** Phones move items with the 'Move Item' modal instead of dragging (spec §4). */
  mobile: boolean;
  canMove: boolean;
}

/** One binder line: what it is, how many, what it costs, and what can be done with it. */
export const ItemRow = memo(function ItemRow({ item, mobile, canMove }: ItemRowProps) {
  const id = useId();
  const tier = useTier();
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const expanded = useBinderUi((state) => state.expandedItems.has(item.id));
  const editing = useBinderUi((state) => state.editing === item.id);
  const { toggleItem, edit, ask } = useBinderUi.getState();
  const price = linePrice(item, tier, preAssembly);

  return (
    <li className={styles.item} aria-labelledby={`${id}-name`} data-item-id={item.id}>
      <div className={styles.itemMain}>
        {!mobile && <DragHandle item={item} />}
        <LazyDrawing {...itemDrawing(item)} size={64} decorative />
        <div className={styles.summary}>
          <div className={styles.itemName}>
            <h4 id={`${id}-name`}>{item.name}</h4>
            {item.hasGlassDoor && <span className={styles.tag}>Glass door</span>}
          </div>
          <p className={styles.meta}>{item.type}</p>
          <p className={styles.meta}>
            {item.group} · {item.variation} · {item.measurement}
          </p>
          <p className={styles.meta}>Colour: {colorText(item)}</p>
        </div>
        <div className={styles.itemPrice}>
          <QuantityControl itemId={item.id} name={item.name} quantity={item.quantity} />
          <p className={styles.lineTotal}>
            <span className={styles.unit}>{formatCents(price.discountedPrice)} each</span>
            <span>
              <span className="visually-hidden">Line total </span>
              {formatCents(price.totalPrice)}
            </span>
          </p>
        </div>
      </div>
      <div className={styles.itemActions}>
        <button
          type="button"
          className={button.link}
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-expansion` : undefined}
          aria-label={`Details: ${item.name}`}
          onClick={() => toggleItem(item.id)}
        >
          Details
        </button>
        {mobile && canMove && (
          <button
            type="button"
            className={button.link}
            onClick={() => ask({ kind: 'move', item })}
            aria-label={`Move Item: ${item.name}`}
          >
            Move Item
          </button>
        )}
        <button
          type="button"
          className={button.link}
          onClick={() => ask({ kind: 'remove', item })}
          aria-label={`Remove ${item.name}`}
        >
          Remove
        </button>
      </div>
      {expanded && (
        <div id={`${id}-expansion`} className={styles.expansion}>
          {editing ? (
            <ItemEditForm item={item} onDone={() => edit(null)} />
          ) : (
            <>
              <ItemDetails item={item} price={price} />
              <button
                type="button"
                className={button.secondary}
                onClick={() => edit(item.id)}
                aria-label={`Edit ${item.name}`}
              >
                Edit
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
});

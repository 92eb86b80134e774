import { useState } from 'react';
import { toast } from 'react-toastify';
import { QUANTITY_MAX, QUANTITY_MIN, clampQuantity } from '@rta/domain/binder/ops';
import { useBinderStore } from '../../stores/binder-store.ts';
import styles from './binder.module.css';

const SAVE_FAILED = 'The quantity could not be saved. Please try again.';

/** Spec §5: quantity is at least 1 and the minus button is disabled at 1. */
export function QuantityControl({ itemId, name, quantity }: { itemId: string; name: string; quantity: number }) {
  const setQuantity = useBinderStore((state) => state.setQuantity);
  // What the shopper is typing, until they leave the field or press Enter.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (value: number) => {
    setDraft(null);
    try {
      setQuantity(itemId, clampQuantity(value));
    } catch {
      toast.error(SAVE_FAILED);
    }
  };

  return (
    <div className={styles.quantity} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={styles.stepper}
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= QUANTITY_MIN}
        onClick={() => commit(quantity - 1)}
      >
        −
      </button>
      <input
        className={styles.quantityInput}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        aria-label="Quantity"
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft !== null && commit(Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) commit(Number(draft));
        }}
      />
      <button
        type="button"
        className={styles.stepper}
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= QUANTITY_MAX}
        onClick={() => commit(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

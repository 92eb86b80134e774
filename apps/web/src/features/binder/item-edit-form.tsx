import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useQuery } from '@tanstack/react-query';
import type { BinderItem } from '@rta/domain/binder/item';
import { BINDER_MESSAGES, sameConfiguration } from '@rta/domain/binder/item';
import { allItems } from '@rta/domain/binder/binder';
import { EDIT_MESSAGES, editItem, editOptions, namesFor } from '@rta/domain/binder/edit';
import { formatCents } from '@rta/domain/pricing/money';
import { useBinderStore } from '../../stores/binder-store.ts';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';
import { rowPrice } from '@rta/domain/catalogue/glass-door';

const LOAD_FAILED = 'Error loading cabinet data. Please try again.';

/**
 * Spec §4 Item edit mode: pick a variation, then a name; measurement and price follow the
 * chosen row and cannot be typed. Save or cancel. The spec's alerts are shown in the row.
 */
export function ItemEditForm({ item, onDone }: { item: BinderItem; onDone: () => void }) {
  const id = useId();
  const query = useQuery(cabinetsQuery(item.category, item.group));
  const replaceItem = useBinderStore((state) => state.replaceItem);
  const check = query.data ? editOptions(item, query.data) : null;
  const [variation, setVariation] = useState(item.variation);
  // The standard SKU of the row the item came from; a glass-door item keeps its glass when it can.
  const [name, setName] = useState(item.originalItem.data_name);
  const [error, setError] = useState<string | null>(null);

  if (query.isPending)
    return (
      <p className={styles.editNote} role="status">
        Loading options…
      </p>
    );
  const problem = query.isError ? LOAD_FAILED : check && !check.ok ? check.message : null;
  if (problem || !check?.ok) {
    return (
      <div className={styles.editForm}>
        <p role="alert" className={styles.error}>
          {problem ?? EDIT_MESSAGES.noVariations}
        </p>
        <button type="button" className={button.secondary} onClick={onDone}>
          Close
        </button>
      </div>
    );
  }

  const names = namesFor(check.options, variation);
  const chosen = names.find((row) => row.data_name === name);
  const price = chosen ? rowPrice(chosen, item.hasGlassDoor) : null;

  const save = () => {
    if (!chosen) {
      setError(EDIT_MESSAGES.chooseName);
      return;
    }
    const edited = editItem(item, chosen);
    if (!edited.ok) {
      setError(EDIT_MESSAGES.saveFailed);
      return;
    }
    const others = allItems(useBinderStore.getState()).filter((other) => other.id !== item.id);
    if (others.some((other) => sameConfiguration(other, edited.item))) {
      toast.info(BINDER_MESSAGES.alreadyInBinder);
      return;
    }
    try {
      replaceItem(item.id, edited.item);
    } catch {
      setError(EDIT_MESSAGES.saveFailed);
      return;
    }
    onDone();
  };

  return (
    <form
      className={styles.editForm}
      aria-label={`Edit ${item.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-variation`}>Variation</label>
        <select
          id={`${id}-variation`}
          value={variation}
          onChange={(event) => {
            setVariation(event.target.value);
            setName('');
            setError(null);
          }}
        >
          {check.options.variations.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <select
          id={`${id}-name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        >
          <option value="">Choose a name</option>
          {names.map((row) => (
            <option key={row.data_name} value={row.data_name}>
              {row.data_name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-measure`}>Measurement</label>
        <input id={`${id}-measure`} readOnly value={chosen?.data_measure ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-price`}>Price</label>
        <input id={`${id}-price`} readOnly value={price === null ? '' : formatCents(price)} />
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.editActions}>
        <button type="button" className={button.secondary} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={button.primary}>
          Save
        </button>
      </div>
    </form>
  );
}

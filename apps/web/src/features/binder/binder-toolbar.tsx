import { useId } from 'react';
import { toast } from 'react-toastify';
import { PRE_ASSEMBLY_FEE_CENTS } from '@rta/domain/common/constants';
import { formatCents } from '@rta/domain/pricing/money';
import { useBinderStore, itemCount } from '../../stores/binder-store.ts';
import { useBinderUi } from './binder-ui-store.ts';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';

const SAVE_FAILED = 'Your binder could not be saved on this device. Please try again.';

/** Spec §2: empty the binder, create a label, and pre-assemble every item. */
export function BinderToolbar() {
  const id = useId();
  const hasItems = useBinderStore((state) => itemCount(state) > 0);
  const hasLabels = useBinderStore((state) => state.labels.length > 0);
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const setPreAssembly = useBinderStore((state) => state.setPreAssembly);
  const ask = useBinderUi((state) => state.ask);

  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={button.secondary}
        disabled={!hasItems && !hasLabels}
        onClick={() => ask({ kind: 'empty' })}
      >
        Empty Binder
      </button>
      <button
        type="button"
        className={button.secondary}
        disabled={!hasItems}
        onClick={() => ask({ kind: 'createLabel' })}
      >
        Create Label
      </button>
      <label className={styles.preAssembly} htmlFor={`${id}-pre`}>
        <input
          id={`${id}-pre`}
          type="checkbox"
          checked={preAssembly}
          onChange={(event) => {
            try {
              setPreAssembly(event.target.checked);
            } catch {
              toast.error(SAVE_FAILED);
            }
          }}
        />
        Pre-assemble all items (+{formatCents(PRE_ASSEMBLY_FEE_CENTS)} per item)
      </label>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import * as RadixDialog from '@radix-ui/react-dialog';
import { BINDER_LIMITS, LABEL_MESSAGES } from '@rta/domain/binder/ops';
import { useBinderStore } from '../../stores/binder-store.ts';
import { BinderModal } from './binder-modal.tsx';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';

/** Spec §5: a new label needs a name ('Label name cannot be empty'); §8 toast on success. */
export function CreateLabelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createLabel = useBinderStore((state) => state.createLabel);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = createLabel(crypto.randomUUID(), name);
      if (!result.ok) {
        setError(result.message);
        return;
      }
    } catch {
      setError(LABEL_MESSAGES.saveFailed);
      return;
    }
    toast.success(LABEL_MESSAGES.created);
    close();
  };

  return (
    <BinderModal
      open={open}
      onClose={close}
      title="Create Label"
      description="Group items under a name, such as a room."
    >
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Label name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={BINDER_LIMITS.labelName}
            autoComplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </div>
        <div className={styles.modalActions}>
          <RadixDialog.Close type="button" className={button.secondary}>
            Cancel
          </RadixDialog.Close>
          <button type="submit" className={button.primary}>
            Create Label
          </button>
        </div>
      </form>
    </BinderModal>
  );
}

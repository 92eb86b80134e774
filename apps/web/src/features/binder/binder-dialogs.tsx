import { toast } from 'react-toastify';
import { LABEL_MESSAGES } from '@rta/domain/binder/ops';
import { useBinderStore } from '../../stores/binder-store.ts';
import { clearBinderQuote } from '../../stores/binder-quote.ts';
import { useBinderUi } from './binder-ui-store.ts';
import { ConfirmDialog } from './binder-modal.tsx';
import { CreateLabelDialog } from './create-label-dialog.tsx';
import { MoveItemDialog } from './move-item-dialog.tsx';

const SAVE_FAILED = 'Your binder could not be saved on this device. Please try again.';

/** Run a change of the binder; local storage refusing it is the only way it fails. */
const attempt = (change: () => void, success?: string): void => {
  try {
    change();
  } catch {
    toast.error(SAVE_FAILED);
    return;
  }
  if (success) toast.success(success);
};

/** The questions and forms the panel opens over its list, one at a time. */
export function BinderDialogs() {
  const request = useBinderUi((state) => state.request);
  const ask = useBinderUi((state) => state.ask);
  const close = () => ask(null);
  const store = useBinderStore.getState;

  return (
    <>
      <ConfirmDialog
        open={request?.kind === 'empty'}
        title="Empty Binder"
        question="Are you sure you want to empty your entire binder?"
        confirmLabel="Empty Binder"
        onConfirm={() =>
          attempt(() => {
            store().empty();
            // An emptied binder holds nothing of the quote it was filled from (decision 0162).
            clearBinderQuote();
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        open={request?.kind === 'remove'}
        title="Remove Item"
        question="Are you sure you'd like to remove this item?"
        confirmLabel="Remove"
        onConfirm={() => request?.kind === 'remove' && attempt(() => store().removeItem(request.item.id))}
        onClose={close}
      />
      <ConfirmDialog
        open={request?.kind === 'deleteLabel'}
        title="Delete Label"
        question={request?.kind === 'deleteLabel' ? LABEL_MESSAGES.confirmDelete(request.label.name) : ''}
        confirmLabel="Delete Label"
        onConfirm={() =>
          request?.kind === 'deleteLabel' &&
          attempt(() => store().deleteLabel(request.label.id), LABEL_MESSAGES.deleted)
        }
        onClose={close}
      />
      <CreateLabelDialog open={request?.kind === 'createLabel'} onClose={close} />
      <MoveItemDialog item={request?.kind === 'move' ? request.item : null} onClose={close} />
    </>
  );
}

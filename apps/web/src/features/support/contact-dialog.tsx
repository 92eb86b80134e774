import { isSimpleContext, supportContext } from '@rta/domain/support/contexts';
import { Dialog } from '../../ui/dialog.tsx';
import { useDialogStore, type AppDialogProps } from '../../stores/dialog-store.ts';
import { ContactForm } from './contact-form.tsx';
import { TradeProForm } from './trade-pro-form.tsx';
import { useReturnFocus } from './use-return-focus.ts';

/**
 * The contact modal (spec §2): titled and explained by the support context it was opened
 * in, above every other modal (z-index 1001). The application has its own multi-step form.
 */
export function ContactDialog({ open, onOpenChange }: AppDialogProps) {
  const context = supportContext(useDialogStore((state) => state.supportContext));
  const details = useDialogStore((state) => state.supportDetails);
  const done = () => onOpenChange(false);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={context.title}
      description={context.helpText}
      layer="support"
      onCloseAutoFocus={returnFocus}
    >
      {isSimpleContext(context) ? (
        // A new context is a new form: nothing typed for one context is sent under another.
        <ContactForm key={context.id} context={context} details={details} onDone={done} />
      ) : (
        <TradeProForm onDone={done} />
      )}
    </Dialog>
  );
}

import { isSimpleContext, supportContext } from '@rta/domain/support/contexts';
import { useDialogStore, type AppDialogProps } from '../../stores/dialog-store.ts';
import { ContactForm } from './contact-form.tsx';
import { TradeProForm } from './trade-pro-form.tsx';
import { SupportDialog } from './support-dialog.tsx';

/**
 * The contact modal (spec §2): titled and explained by the support context it was opened
 * in, above every other modal (z-index 1001). The application has its own multi-step form.
 */
export function ContactDialog({ open, onOpenChange }: AppDialogProps) {
  const context = supportContext(useDialogStore((state) => state.supportContext));
  const details = useDialogStore((state) => state.supportDetails);
  const done = () => onOpenChange(false);
  return (
    <SupportDialog context={context} open={open} onOpenChange={onOpenChange}>
      {isSimpleContext(context) ? (
        // A new context is a new form: nothing typed for one context is sent under another.
        <ContactForm key={context.id} context={context} details={details} onDone={done} />
      ) : (
        <TradeProForm onDone={done} />
      )}
    </SupportDialog>
  );
}

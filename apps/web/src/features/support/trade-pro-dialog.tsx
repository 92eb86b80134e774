import { Link } from 'react-router';
import { SUPPORT_CONTEXTS } from '@rta/domain/support/contexts';
import { Dialog } from '../../ui/dialog.tsx';
import { paths } from '../../config/paths.ts';
import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { TradeProForm } from './trade-pro-form.tsx';
import { useReturnFocus } from './use-return-focus.ts';

const context = SUPPORT_CONTEXTS.trade_pro_registration;

/** Trade Pro Registration (header menu): the multi-step application in the support layer. */
export function TradeProDialog({ open, onOpenChange }: AppDialogProps) {
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
      <p>
        What the tiers give is on the{' '}
        <Link to={paths.contractorProgram} onClick={() => onOpenChange(false)}>
          Trade Pro&apos;s Program
        </Link>{' '}
        page.
      </p>
      <TradeProForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

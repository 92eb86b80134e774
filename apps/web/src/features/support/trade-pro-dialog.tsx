import { Link } from 'react-router';
import { SUPPORT_CONTEXTS } from '@rta/domain/support/contexts';
import { paths } from '../../config/paths.ts';
import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { TradeProForm } from './trade-pro-form.tsx';
import { SupportDialog } from './support-dialog.tsx';

/** Trade Pro Registration (header menu): the multi-step application in the support layer. */
export function TradeProDialog({ open, onOpenChange }: AppDialogProps) {
  return (
    <SupportDialog context={SUPPORT_CONTEXTS.trade_pro_registration} open={open} onOpenChange={onOpenChange}>
      <p>
        What the tiers give is on the{' '}
        <Link to={paths.contractorProgram} onClick={() => onOpenChange(false)}>
          Trade Pro&apos;s Program
        </Link>{' '}
        page.
      </p>
      <TradeProForm onDone={() => onOpenChange(false)} />
    </SupportDialog>
  );
}

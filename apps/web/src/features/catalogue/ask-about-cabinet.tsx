import { useDialogStore } from '../../stores/dialog-store.ts';
import button from '../../ui/button.module.css';

/** Opens the contact modal as a product question about the cabinet, with what it is filled in. */
export function AskAboutCabinet({
  productId,
  productName,
  category,
}: {
  productId: string;
  productName: string;
  category: string;
}) {
  return (
    <button
      type="button"
      className={button.link}
      onClick={() => useDialogStore.getState().showSupport('product_question', { productId, productName, category })}
    >
      Ask about this cabinet
    </button>
  );
}

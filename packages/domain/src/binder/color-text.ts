import { formatColorCode } from '../catalogue/constants.ts';
import type { BinderItem } from './item.ts';

/** An item's paint colour as the binder and a shared project show it: name and code, or the natural finish. */
export const colorText = (item: Pick<BinderItem, 'selectedColor'>): string =>
  item.selectedColor
    ? `${item.selectedColor.name} (${formatColorCode(item.selectedColor.code)})`
    : 'None (natural maple)';

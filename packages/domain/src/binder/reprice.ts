import type { CatalogueRow } from '../catalogue/catalogue.ts';
import { checkedItem, type BuildResult } from './item.ts';
import { itemFromChoice, type ItemChoice } from './item-from-row.ts';
import { contractorInfo, type TierInfo } from '../accounts/roles.ts';

export { rowSells, type ItemChoice } from './item-from-row.ts';

/**
 * Build an item again from its catalogue row (DESIGN: the server never trusts a client's
 * price): price, glass price, paint labour (spec §5 colour rule) and the contractor flags
 * all follow the row, the colour and the tier now. The shopper's choices (id, quantity,
 * colour, label) are kept. The glass door follows the name: a glass-door SKU keeps its
 * glass door.
 */
export const repriceItem = (choice: ItemChoice, row: CatalogueRow, tier: TierInfo | null): BuildResult =>
  checkedItem(itemFromChoice(choice, row, contractorInfo(tier)));

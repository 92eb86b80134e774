import type { BinderItem } from '@rta/domain/binder/item';
import { colorText } from '@rta/domain/binder/color-text';
import { formatCents } from '@rta/domain/pricing/money';
import type { LinePrice } from '@rta/domain/pricing/pricing';
import styles from './binder.module.css';

export { colorText };

const fee = (cents: number): string => (cents > 0 ? `${formatCents(cents)} each` : 'None');

/** Everything about one line (spec §2: type, group, variation, name, measurement, glass, colour, fees, prices). */
export function ItemDetails({ item, price }: { item: BinderItem; price: LinePrice }) {
  return (
    <dl className={styles.details}>
      <dt>Type</dt>
      <dd>{item.type}</dd>
      <dt>Group</dt>
      <dd>{item.group}</dd>
      <dt>Variation</dt>
      <dd>{item.variation}</dd>
      <dt>Name</dt>
      <dd>{item.name}</dd>
      <dt>Measurement</dt>
      <dd>{item.measurement}</dd>
      <dt>Glass door</dt>
      <dd>{item.hasGlassDoor ? `Yes (+${formatCents(item.glassPrice)})` : 'No'}</dd>
      <dt>Colour</dt>
      <dd>{colorText(item)}</dd>
      <dt>Paint labour fee</dt>
      <dd>{fee(price.paintLaborFee)}</dd>
      <dt>Pre-assembly fee</dt>
      <dd>{fee(price.preAssemblyFee)}</dd>
      <dt>Unit price</dt>
      <dd>
        {price.discountPercent > 0 && (
          <>
            <s>
              <span className="visually-hidden">Original unit price </span>
              {formatCents(price.originalPrice)}
            </s>{' '}
          </>
        )}
        {formatCents(price.discountedPrice)}
      </dd>
      <dt>Line total</dt>
      <dd>{formatCents(price.totalPrice)}</dd>
    </dl>
  );
}

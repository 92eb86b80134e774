import { lazy, Suspense, type ComponentType } from 'react';
import type { CheckoutItem } from '@rta/domain/checkout/rules';
import { formatColorCode } from '@rta/domain/catalogue/catalogue';
import { formatCents } from '@rta/domain/pricing/money';
import { UNLABELLED_GROUP } from '@rta/domain/orders/constants';
import { QUOTE_LINE_NOTES } from '@rta/domain/quotes/line-notes';
import type { CabinetDrawingProps } from '../../ui/cabinet-drawing.tsx';
import { firstPaint } from '../../lib/first-paint.ts';
import { itemDrawing } from '../../ui/drawing-of.ts';
import { GlassDoorTag } from '../../ui/glass-door-tag.tsx';
import styles from './checkout-page.module.css';

/**
 * The cabinets' drawings, asked for once the page's first render is on screen and drawn once
 * here, in a box of their size meanwhile: the lines' text does not wait for them. They only
 * illustrate the line, so one that fails to load leaves its box empty.
 */
const drawingLoading = firstPaint.then(() => import('../../ui/cabinet-drawing.tsx'));
const NoDrawing: ComponentType<CabinetDrawingProps> = () => null;
const CabinetDrawing = lazy(() =>
  drawingLoading.then(
    (module): { default: ComponentType<CabinetDrawingProps> } => ({ default: module.CabinetDrawing }),
    () => ({ default: NoDrawing }),
  ),
);

interface CheckoutLinesProps {
  items: CheckoutItem[];
  /** What the binder showed for each item id, to point out any price the server changed. */
  shownTotals: Map<string, number>;
  /**
   * The server's prices are still coming: the lines are the binder's own, laid out as they
   * will be, with the amounts held in place but not shown, so nothing moves when the prices
   * arrive (Lighthouse: cumulative layout shift; on a phone the form is below the lines).
   */
  pending?: boolean;
  /**
   * From a quote that still holds (decision 0162): the ids of the items it prices. Each line
   * says whether it is at its quoted price or, not in the quote, at today's.
   */
  quoted?: ReadonlySet<string> | undefined;
}

/** The order's lines grouped by label, each with the server's price (spec §4 Checkout mode). */
export function CheckoutLines({ items, shownTotals, pending = false, quoted }: CheckoutLinesProps) {
  const groups = new Map<string, CheckoutItem[]>();
  for (const item of items) {
    const group = item.labelName ?? UNLABELLED_GROUP;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return (
    <>
      {[...groups].map(([group, lines]) => (
        <section key={group} className={styles.group} aria-label={group}>
          <h3>{group}</h3>
          <ul className={styles.lines}>
            {lines.map((item) => {
              const shown = shownTotals.get(item.id);
              const isQuoted = quoted?.has(item.id) ?? false;
              return (
                <li key={item.id} className={styles.line}>
                  <span className={styles.thumb}>
                    <Suspense fallback={null}>
                      <CabinetDrawing {...itemDrawing(item)} size={64} decorative />
                    </Suspense>
                  </span>
                  <div>
                    <strong>
                      {item.quantity} × {item.name}
                    </strong>
                    {item.hasGlassDoor && <GlassDoorTag />}
                    <div className={styles.muted}>
                      {item.group} - {item.type} · {item.variation} · {item.measurement}
                    </div>
                    {item.selectedColor && (
                      <div className={styles.muted}>
                        {item.selectedColor.name} ({formatColorCode(item.selectedColor.code)})
                      </div>
                    )}
                    {/* A quoted line's price is the quote's, not the binder's of today: it says so instead. */}
                    {!pending && !isQuoted && shown !== undefined && shown !== item.totalPrice && (
                      <div className={styles.changed} role="note">
                        Price updated from {formatCents(shown)} to {formatCents(item.totalPrice)}
                      </div>
                    )}
                    {!pending && quoted && (
                      <div className={isQuoted ? styles.muted : styles.changed}>
                        {isQuoted ? QUOTE_LINE_NOTES.quoted : QUOTE_LINE_NOTES.notQuoted}
                      </div>
                    )}
                  </div>
                  <div
                    className={pending ? `${styles.amount} ${styles.pendingAmount}` : styles.amount}
                    aria-hidden={pending || undefined}
                  >
                    <div>{formatCents(item.checkoutPrice)} each</div>
                    <strong>{formatCents(item.totalPrice)}</strong>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

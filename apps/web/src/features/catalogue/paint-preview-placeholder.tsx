import type { PaintColor } from '@rta/domain/catalogue/catalogue';
import { DEFAULT_PAINT_CABINET, formatColorCode } from '@rta/domain/catalogue/constants';
import { paintPreviewViews } from '@rta/domain/drawing/views';
import { useColorStore } from '../../stores/color-store.ts';
import styles from './store-page.module.css';

export const VIEW_NAMES = { front: 'Front', open: 'Open', side: 'Side' } as const;

/** The preview's colour line: the same in the preview and in the placeholder that holds its place. */
export const colourLine = (color: PaintColor | null): string =>
  color ? `${color.name} · ${formatColorCode(color.code)}` : 'Unfinished — choose a colour to see it painted';

/**
 * Holds the preview's place, at its size, while the spec's default cabinet (B09B21: three
 * views, each drawing 110 px tall) and the drawings' script load. On a phone the preview
 * sits above the cabinets, which would otherwise jump down when it appears (Lighthouse:
 * cumulative layout shift). Its heading and colour line show at once, as the preview will
 * show them (the page's largest text on a phone, so its largest contentful paint); the
 * drawings' places stay empty. Screen readers meet the preview once it is there.
 */
export function PaintPreviewPlaceholder() {
  const color = useColorStore((state) => state.selectedColor);
  return (
    <div
      className={`${styles.preview} ${styles.placeholder}`}
      aria-hidden="true"
      data-testid="paint-preview-placeholder"
    >
      <h2 className={styles.previewTitle}>Paint preview: {DEFAULT_PAINT_CABINET}</h2>
      <p className={styles.previewColor}>{colourLine(color)}</p>
      <div className={styles.pairs}>
        {paintPreviewViews(DEFAULT_PAINT_CABINET).map((view) => (
          <figure key={view} className={styles.pair}>
            <div className={styles.pairImages} style={{ height: 110 }} />
            <figcaption>{VIEW_NAMES[view]}: unfinished and painted</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

import type { CatalogueRow, PaintColor } from '@rta/domain/catalogue';
import { DEFAULT_PAINT_CABINET, formatColorCode } from '@rta/domain/catalogue';
import { paintPreviewViews } from '@rta/domain/cabinet-layout';
import { CabinetDrawing } from '../../ui/cabinet-drawing.tsx';
import { useColorStore } from '../../stores/color-store.ts';
import styles from './store-page.module.css';

const VIEW_NAMES = { front: 'Front', open: 'Open', side: 'Side' } as const;

/** The preview's colour line: the same in the preview and in the placeholder that holds its place. */
const colourLine = (color: PaintColor | null): string =>
  color ? `${color.name} · ${formatColorCode(color.code)}` : 'Unfinished — choose a colour to see it painted';

/**
 * Paint mode (spec §2): the cabinet in pairs, unfinished beside painted, one pair per view
 * (3 for most cabinets, 2 for a few, spec §9).
 */
export function PaintPreview({ row, glassDoor }: { row: CatalogueRow; glassDoor: boolean }) {
  const color = useColorStore((state) => state.selectedColor);
  const name = glassDoor && row.data_gname ? row.data_gname : row.data_name;
  const drawing = { name: row.data_name, measure: row.data_measure, category: row.select_cat, type: row.data_type, variation: row.data_variation, group: row.data_group, glassDoor };
  return (
    <section className={styles.preview} aria-labelledby="paint-preview-title">
      <h2 id="paint-preview-title" className={styles.previewTitle}>
        Paint preview: {name}
      </h2>
      <p className={styles.previewColor}>
        {colourLine(color)}
      </p>
      <div className={styles.pairs}>
        {paintPreviewViews(row.data_name).map((view) => (
          <figure key={view} className={styles.pair}>
            <div className={styles.pairImages}>
              <CabinetDrawing {...drawing} view={view} color={null} size={110} />
              <CabinetDrawing {...drawing} view={view} color={color} size={110} />
            </div>
            <figcaption>{VIEW_NAMES[view]}: unfinished and painted</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/**
 * Holds the preview's place, at its size, while the spec's default cabinet (B09B21: three
 * views, each drawing 110 px tall) loads. On a phone the preview sits above the cabinets,
 * which would otherwise jump down when it appears (Lighthouse: cumulative layout shift). Its
 * heading and colour line show at once, as the preview will show them (the page's largest
 * text on a phone, so its largest contentful paint); the drawings' places stay empty. Screen
 * readers meet the preview once it is there.
 */
export function PaintPreviewPlaceholder() {
  const color = useColorStore((state) => state.selectedColor);
  return (
    <div className={`${styles.preview} ${styles.placeholder}`} aria-hidden="true" data-testid="paint-preview-placeholder">
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

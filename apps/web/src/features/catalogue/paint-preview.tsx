import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { paintPreviewViews } from '@rta/domain/drawing/views';
import { CabinetDrawing } from '../../ui/cabinet-drawing.tsx';
import { useColorStore } from '../../stores/color-store.ts';
import { colourLine, VIEW_NAMES } from './paint-preview-placeholder.tsx';
import styles from './store-page.module.css';
import { rowDrawing } from '../../ui/drawing-of.ts';

/**
 * Paint mode (spec §2): the cabinet in pairs, unfinished beside painted, one pair per view
 * (3 for most cabinets, 2 for a few, spec §9).
 */
export function PaintPreview({ row, glassDoor }: { row: CatalogueRow; glassDoor: boolean }) {
  const color = useColorStore((state) => state.selectedColor);
  const name = glassDoor && row.data_gname ? row.data_gname : row.data_name;
  const drawing = rowDrawing(row, glassDoor);
  return (
    <section className={styles.preview} aria-labelledby="paint-preview-title">
      <h2 id="paint-preview-title" className={styles.previewTitle}>
        Paint preview: {name}
      </h2>
      <p className={styles.previewColor}>{colourLine(color)}</p>
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

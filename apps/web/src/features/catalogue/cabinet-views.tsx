import type { CatalogueRow, PaintColor } from '@rta/domain/catalogue/catalogue';
import { paintPreviewViews } from '@rta/domain/drawing/views';
import { CabinetDrawing } from '../../ui/cabinet-drawing.tsx';
import { VIEW_NAMES } from './paint-preview-placeholder.tsx';
import styles from './cabinet-page.module.css';
import { rowDrawing } from '../../ui/drawing-of.ts';

/** A cabinet page's drawings: the front large, then the open and side views where the drawing has them (spec §9). */
export function CabinetViews({
  cabinet,
  glassDoor,
  color,
}: {
  cabinet: CatalogueRow;
  glassDoor: boolean;
  color: PaintColor | null;
}) {
  const drawing = rowDrawing(cabinet, glassDoor, color);
  const [front, ...others] = paintPreviewViews(cabinet.data_name);
  return (
    <>
      {front && (
        <figure className={styles.mainView}>
          <CabinetDrawing {...drawing} view={front} size={260} />
        </figure>
      )}
      <div className={styles.otherViews}>
        {others.map((view) => (
          <figure key={view} className={styles.view}>
            <CabinetDrawing {...drawing} view={view} size={140} />
            <figcaption>{VIEW_NAMES[view]}</figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}

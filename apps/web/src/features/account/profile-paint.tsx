import { useId, useState } from 'react';
import { formatColorCode } from '@rta/domain/catalogue/catalogue';
import { PaintPalette } from '../../components/paint-palette/paint-palette.tsx';
import { useColorStore } from '../../stores/color-store.ts';
import styles from './account.module.css';
import button from '../../ui/button.module.css';

/**
 * The profile's palette (spec §2 Store page, §4 Palette): the signed-in shopper's remembered
 * colour, changed here as on the store page. The toggle shows or hides it, and choosing a
 * colour from this source closes it.
 */
export function ProfilePaint() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const color = useColorStore((state) => state.selectedColor);

  return (
    <section className={styles.paint} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.paintTitle}>
        Your paint colour
      </h3>
      <p className={styles.paintChoice}>
        <span className={styles.paintDot} style={{ background: color?.rgb ?? 'transparent' }} aria-hidden="true" />
        {color ? `${color.name} (${formatColorCode(color.code)})` : 'None chosen: cabinets come unfinished'}
      </p>
      <button
        type="button"
        className={button.secondary}
        aria-expanded={open}
        aria-controls={`${id}-palette`}
        onClick={() => setOpen(!open)}
      >
        Choose paint colour
      </button>
      {open && (
        <div id={`${id}-palette`} className={styles.paintPalette}>
          <PaintPalette source="profile" onClose={() => setOpen(false)} />
        </div>
      )}
    </section>
  );
}

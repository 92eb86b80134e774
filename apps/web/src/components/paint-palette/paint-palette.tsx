import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatColorCode, IN_HOUSE_COLOR_PREFIX, type PaintColor } from '@rta/domain/catalogue/catalogue';
import { useColorStore } from '../../stores/color-store.ts';
import { colorsQuery } from './colors-query.ts';
import styles from './paint-palette.module.css';

interface PaintPaletteProps {
  /** Where the palette is shown; choosing from the profile's palette closes it (spec §4 Palette). */
  source: 'store' | 'profile';
  onClose?: () => void;
}

const isInHouse = (color: PaintColor) => color.code.toUpperCase().startsWith(IN_HOUSE_COLOR_PREFIX);

/** The colour palette: our in-house colours (no paint labour fee) and Sherwin-Williams colours. */
export function PaintPalette({ source, onClose }: PaintPaletteProps) {
  const colors = useQuery(colorsQuery());
  const selected = useColorStore((state) => state.selectedColor);
  const choose = useColorStore((state) => state.choose);
  const [filter, setFilter] = useState('');
  const id = useId();

  const pick = (color: PaintColor | null) => {
    choose(color);
    if (source === 'profile') onClose?.();
  };

  const term = filter.trim().toLowerCase();
  const shown = (colors.data ?? []).filter(
    (c) => !term || c.name.toLowerCase().includes(term) || formatColorCode(c.code).toLowerCase().includes(term),
  );
  const swatch = (color: PaintColor | null) => {
    const label = color ? `${color.name} (${formatColorCode(color.code)})` : 'Unfinished (no paint)';
    return (
      <label key={color?.code ?? 'none'} className={styles.swatch} title={label}>
        <input
          type="radio"
          name={`${id}-color`}
          className={styles.radio}
          aria-label={label}
          checked={(selected?.code ?? null) === (color?.code ?? null)}
          onChange={() => pick(color)}
        />
        <span className={styles.chip} style={{ background: color?.rgb ?? 'var(--color-surface)' }} data-none={!color} />
        <span className={styles.name}>{color ? color.name : 'Unfinished'}</span>
        <span className={styles.code}>{color ? formatColorCode(color.code) : 'No paint'}</span>
      </label>
    );
  };

  return (
    <section className={styles.palette} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Paint colour
      </h2>
      <label className={styles.filter}>
        <span>Find a colour</span>
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Name or SW number"
        />
      </label>
      {colors.isPending && <p role="status">Loading colours…</p>}
      {colors.isError && <p role="alert">The colours could not be loaded. Please try again.</p>}
      {colors.data && (
        <>
          <fieldset className={styles.group}>
            <legend>In-house colours · no paint labour fee</legend>
            <div className={styles.grid}>
              {!term && swatch(null)}
              {shown.filter(isInHouse).map(swatch)}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Sherwin-Williams colours · paint labour fee applies</legend>
            <div className={styles.grid}>{shown.filter((c) => !isInHouse(c)).map(swatch)}</div>
          </fieldset>
        </>
      )}
    </section>
  );
}

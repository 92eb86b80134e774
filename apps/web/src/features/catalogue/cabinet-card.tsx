import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { cabinetPath } from '@rta/domain/catalogue/cabinet-paths';
import { BINDER_MESSAGES } from '@rta/domain/binder/messages';
import { formatCents } from '@rta/domain/pricing/money';
import { LazyDrawing } from '../../ui/lazy-drawing.tsx';
import { useColorStore } from '../../stores/color-store.ts';
import { useAddToBinder } from './use-add-to-binder.ts';
import { notify } from '../../lib/notify.ts';
import styles from './store-page.module.css';
import button from '../../ui/button.module.css';
import { rowDrawing } from '../../ui/drawing-of.ts';
import { GlassDoorToggle, hasGlassDoor } from './glass-door-toggle.tsx';
import { rowPrice } from '@rta/domain/catalogue/glass-door';
import { AskAboutCabinet } from './ask-about-cabinet.tsx';

interface CabinetCardProps {
  type: string;
  rows: CatalogueRow[];
  onPreview: (row: CatalogueRow, glassDoor: boolean) => void;
  /** On the first screen: its drawing is drawn at once (by the server too), not when it comes near. */
  eager?: boolean;
}

const unique = (values: string[]) => [...new Set(values)];

/** One cabinet type: pick a variation, then a name (SKU); see its size and price; add it (spec §2, §4). */
export function CabinetCard({ type, rows, onPreview, eager = false }: CabinetCardProps) {
  const id = useId();
  const [variation, setVariation] = useState('');
  const [name, setName] = useState('');
  const [glassDoor, setGlassDoor] = useState(false);
  const color = useColorStore((state) => state.selectedColor);
  const addToBinder = useAddToBinder();

  const variations = unique(rows.map((r) => r.data_variation));
  const names = rows.filter((r) => r.data_variation === variation);
  const selected = names.find((r) => r.data_name === name);
  const shown = selected ?? names[0] ?? rows[0];
  const hasGlass = hasGlassDoor(selected);
  const glass = hasGlass && glassDoor;

  const add = async () => {
    if (!selected) {
      notify.warn(BINDER_MESSAGES.selectOptionsFirst);
      return;
    }
    if (await addToBinder(selected, { glassDoor: glass, source: 'catalogue' })) {
      // Spec §4: adding an item clears its variation selection.
      setVariation('');
      setName('');
      setGlassDoor(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`${id}-type`}>
      <h3 id={`${id}-type`} className={styles.cardTitle}>
        {type}
      </h3>
      {shown && (
        <button
          type="button"
          className={styles.thumbnail}
          onClick={() => onPreview(shown, glass)}
          aria-label={`Preview ${glass && shown.data_gname ? shown.data_gname : shown.data_name} in paint`}
        >
          <LazyDrawing {...rowDrawing(shown, glass, color)} size={120} eager={eager} decorative />
        </button>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-variation`}>Variation</label>
        <select
          id={`${id}-variation`}
          value={variation}
          onChange={(e) => {
            setVariation(e.target.value);
            setName('');
            setGlassDoor(false);
          }}
        >
          <option value="">Choose a variation</option>
          {variations.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <select id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} disabled={!variation}>
          <option value="">{variation ? 'Choose a name' : 'Choose a variation first'}</option>
          {names.map((r) => (
            <option key={r.data_name} value={r.data_name}>
              {r.data_name}
            </option>
          ))}
        </select>
      </div>
      {selected && (
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>
            {/* The cabinet's own page (issue 21). */}
            <Link to={cabinetPath(selected)}>
              {glass && selected.data_gname ? selected.data_gname : selected.data_name}
            </Link>
          </dd>
          <dt>Measurement</dt>
          <dd>{selected.data_measure}</dd>
          <dt>Price</dt>
          <dd>{formatCents(rowPrice(selected, glass))}</dd>
        </dl>
      )}
      {/* Without JavaScript the selects do nothing: each cabinet's own page is a link away. */}
      <noscript>
        <ul className={styles.noscriptLinks} aria-label={`${type}: each cabinet's page`}>
          {rows.map((row) => (
            <li key={row.data_name}>
              <a href={cabinetPath(row)}>{row.data_name}</a>
            </li>
          ))}
        </ul>
      </noscript>
      {hasGlass && <GlassDoorToggle cabinet={selected} checked={glassDoor} onChange={setGlassDoor} />}
      <button type="button" className={button.primary} onClick={() => void add()}>
        Add to Binder
      </button>
      <AskAboutCabinet
        productId={selected?.data_name ?? type}
        productName={selected ? `${type} ${selected.data_name}` : type}
        category={rows[0]?.select_cat ?? ''}
      />
    </article>
  );
}

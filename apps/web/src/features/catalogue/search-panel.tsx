import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { CATEGORIES } from '@rta/domain/catalogue/catalogue';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from '@rta/domain/common/constants';
import { formatCents } from '@rta/domain/pricing/money';
import {
  buildSearchIndex,
  hasCriteria,
  paginateHits,
  searchCatalogue,
  type SearchCriteria,
} from '@rta/domain/catalogue/search';
import { cabinetPath } from '@rta/domain/catalogue/cabinet-paths';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useColorStore } from '../../stores/color-store.ts';
import { CabinetDrawing } from '../../ui/cabinet-drawing.tsx';
import { catalogueFailureText } from './api/catalogue-errors.ts';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';
import { Highlight } from './highlight.tsx';
import { useAddToBinder } from './use-add-to-binder.ts';
import styles from './store-page.module.css';
import button from '../../ui/button.module.css';
import { rowDrawing } from '../../ui/drawing-of.ts';

const FIELDS: { key: keyof SearchCriteria; label: string; placeholder: string }[] = [
  { key: 'name', label: 'Name (SKU)', placeholder: 'e.g. B24' },
  { key: 'type', label: 'Type', placeholder: 'e.g. Drawer Base' },
  { key: 'variation', label: 'Variation', placeholder: 'e.g. 2 Doors' },
  { key: 'measurement', label: 'Measurement', placeholder: 'e.g. 24" W' },
];

/** Search mode: every category of the group, all filled fields must match (spec §5 Search). */
export function SearchPanel({ group }: { group: string }) {
  const [criteria, setCriteria] = useState<SearchCriteria>({});
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(criteria, SEARCH_DEBOUNCE_MS);
  const addToBinder = useAddToBinder();
  const color = useColorStore((state) => state.selectedColor);
  const results = useQueries({
    queries: CATEGORIES.map((category) => cabinetsQuery(category, group)),
    combine: (all) => ({
      rows: all.flatMap((q) => q.data ?? []),
      pending: all.some((q) => q.isPending),
      error: all.find((q) => q.error)?.error,
    }),
  });
  const index = useMemo(() => buildSearchIndex(results.rows), [results.rows]);
  const hits = useMemo(() => searchCatalogue(index, debounced), [index, debounced]);
  const current = paginateHits(hits, page, SEARCH_PAGE_SIZE);

  const update = (key: keyof SearchCriteria, value: string) => {
    setCriteria((previous) => ({ ...previous, [key]: value }));
    setPage(1);
  };

  return (
    <section aria-labelledby="search-title" className={styles.search}>
      <h2 id="search-title">Search the {group} catalogue</h2>
      <form className={styles.searchForm} role="search" onSubmit={(e) => e.preventDefault()}>
        {FIELDS.map((field) => (
          <label key={field.key} className={styles.field}>
            <span>{field.label}</span>
            <input
              type="search"
              value={criteria[field.key] ?? ''}
              placeholder={field.placeholder}
              onChange={(e) => update(field.key, e.target.value)}
            />
          </label>
        ))}
      </form>
      {results.pending && <p role="status">Loading the catalogue…</p>}
      {results.error && <p role="alert">{catalogueFailureText(results.error)}</p>}
      <p role="status" className={styles.resultCount}>
        {hasCriteria(debounced)
          ? `${current.total} ${current.total === 1 ? 'result' : 'results'}`
          : 'Fill in any field to search.'}
      </p>
      {current.groups.map(({ category, hits: categoryHits }) => (
        <section key={category} aria-label={`${category} results`}>
          <h3>{category}</h3>
          <ul className={styles.results}>
            {categoryHits.map(({ row, matches }) => (
              <li key={`${row.data_group}-${row.data_name}`} className={styles.result}>
                {/* The same drawing as the cabinet cards and the binder (issue 3: one thumbnail everywhere). */}
                <span className={styles.resultThumb}>
                  <CabinetDrawing {...rowDrawing(row, false, color)} size={44} decorative />
                </span>
                <strong>
                  {/* The cabinet's own page (issue 21). */}
                  <Link to={cabinetPath(row)}>
                    <Highlight text={row.data_name} range={matches.name} />
                  </Link>
                </strong>
                <span>
                  <Highlight text={row.data_type} range={matches.type} /> ·{' '}
                  <Highlight text={row.data_variation} range={matches.variation} />
                </span>
                <span>
                  <Highlight text={row.data_measure} range={matches.measurement} />
                </span>
                <span>{formatCents(row.currency_price)}</span>
                <button
                  type="button"
                  className={button.secondary}
                  aria-label={`Add ${row.data_name} to binder`}
                  onClick={() => void addToBinder(row, { glassDoor: false, source: 'search' })}
                >
                  Add to Binder
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {current.pageCount > 1 && (
        <nav className={styles.pagination} aria-label="Search result pages">
          <button
            type="button"
            className={button.secondary}
            disabled={current.page === 1}
            onClick={() => setPage(current.page - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            Page {current.page} of {current.pageCount}
          </span>
          <button
            type="button"
            className={button.secondary}
            disabled={current.page === current.pageCount}
            onClick={() => setPage(current.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

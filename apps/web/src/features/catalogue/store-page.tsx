import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { DEFAULT_PAINT_CABINET, formatColorCode } from '@rta/domain/catalogue/constants';
import { PaintPalette } from '../../components/paint-palette/paint-palette.tsx';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { notify } from '../../lib/notify.ts';
import { useColorStore } from '../../stores/color-store.ts';
import { usePaletteStore } from '../../stores/palette-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { CATALOGUE_ERRORS, catalogueFailureText } from './api/catalogue-errors.ts';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';
import { CategoryBar } from './category-bar.tsx';
import { GroupSelect } from './group-select.tsx';
import { PaintPreviewPlaceholder } from './paint-preview-placeholder.tsx';
import { useCatalogueNavigation } from './use-catalogue-navigation.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import styles from './store-page.module.css';
import button from '../../ui/button.module.css';

/**
 * Loaded when first needed rather than with the page (less script before the cabinets show):
 * the palette's modal, used only on a phone once the palette is opened, and search mode.
 */
const loadDialog = () => import('../../ui/dialog.tsx');
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));
const SearchPanel = lazy(() => import('./search-panel.tsx').then((module) => ({ default: module.SearchPanel })));

/**
 * The cards and the paint preview, with the cabinets' drawings: asked for as the page's script
 * runs, in parallel with the catalogue's answer they wait for anyway, so the first render (the
 * page's frame and placeholders) does not wait for them.
 */
const cardsLoading = import('./cabinet-list.tsx');
const previewLoading = import('./paint-preview.tsx');
/** What the page shows besides its own code: a page the server rendered is hydrated once these are in too (main.tsx). */
export const partsLoaded: Promise<unknown> = Promise.allSettled([cardsLoading, previewLoading]);
const CabinetList = lazyPart(cardsLoading, 'CabinetList');
const PaintPreview = lazyPart(previewLoading, 'PaintPreview');

/** The catalogue (spec §2 Store page): categories, door style, cabinets by type, search, paint. */
export function StorePage() {
  const navigation = useCatalogueNavigation();
  const { mode, category, group } = navigation;
  const cabinets = useQuery({ ...cabinetsQuery(category, group), enabled: mode !== 'Search' });
  const base = useQuery(cabinetsQuery('Base', group));
  const [preview, setPreview] = useState<{ row: CatalogueRow; glassDoor: boolean } | null>(null);
  // The same function at every render: the cards (memoised) are not drawn again when the page's own state changes.
  const showPreview = useCallback((row: CatalogueRow, glassDoor: boolean) => setPreview({ row, glassDoor }), []);

  useEffect(() => {
    if (cabinets.isError) notify.error(CATALOGUE_ERRORS.load, { toastId: 'catalogue-load' });
  }, [cabinets.isError]);

  // Paint mode opens on the spec's default cabinet (§9) until the shopper picks another.
  const previewed =
    preview && preview.row.data_group === group
      ? preview
      : (() => {
          const row = base.data?.find((r) => r.data_name === DEFAULT_PAINT_CABINET);
          return row ? { row, glassDoor: false } : null;
        })();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Shop cabinets</h1>
      <div className={styles.toolbar}>
        <CategoryBar mode={mode} group={group} pending={navigation.pending} onChoose={navigation.chooseMode} />
        <GroupSelect group={group} onChoose={navigation.chooseGroup} />
        <PaletteButton />
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {mode === 'Search' ? (
            <Suspense fallback={<p role="status">Loading search…</p>}>
              <SearchPanel key={`${group}-${navigation.searchGeneration}`} group={group} />
            </Suspense>
          ) : (
            <section aria-labelledby="category-title">
              <h2 id="category-title" className={styles.categoryTitle}>
                {group} · {category}
              </h2>
              {cabinets.isPending && <p role="status">Loading cabinets…</p>}
              {cabinets.isError && <p role="alert">{catalogueFailureText(cabinets.error)}</p>}
              {cabinets.isError && (
                <button
                  type="button"
                  className={button.link}
                  onClick={() =>
                    useDialogStore.getState().showSupport('technical_error', {
                      errorCode: 'catalogue_load',
                      errorMessage: catalogueFailureText(cabinets.error),
                    })
                  }
                >
                  Contact support
                </button>
              )}
              {cabinets.data && (
                <Suspense fallback={<p role="status">Loading cabinets…</p>}>
                  <CabinetList rows={cabinets.data} onPreview={showPreview} />
                </Suspense>
              )}
            </section>
          )}
        </div>
        <aside className={styles.aside} aria-label="Paint">
          <InlinePalette />
          {previewed ? (
            <Suspense fallback={<PaintPreviewPlaceholder />}>
              <PaintPreview row={previewed.row} glassDoor={previewed.glassDoor} />
            </Suspense>
          ) : (
            base.isPending && <PaintPreviewPlaceholder />
          )}
        </aside>
      </div>
      <PhonePalette />
    </div>
  );
}

/*
 * The palette's button and the palette itself, inline beside the cabinets or a modal on a phone
 * (spec §2 Colour palette), are components of their own: what they read (the chosen colour, the
 * screen's width) is known only once the page has hydrated, and the page rendered again for it
 * would hydrate its cards at once, in one long task, instead of in the background.
 */

function PaletteButton() {
  const paletteOpen = usePaletteStore((state) => state.open);
  const togglePalette = usePaletteStore((state) => state.toggle);
  const color = useColorStore((state) => state.selectedColor);
  return (
    <button
      type="button"
      className={button.secondary}
      aria-expanded={paletteOpen}
      aria-controls="store-palette"
      onClick={togglePalette}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      <span className={styles.colorDot} style={{ background: color?.rgb ?? 'transparent' }} aria-hidden="true" />
      {color ? `Paint: ${color.name} (${formatColorCode(color.code)})` : 'Choose paint colour'}
    </button>
  );
}

function InlinePalette() {
  const paletteOpen = usePaletteStore((state) => state.open);
  const mobile = useMediaQuery(MOBILE_QUERY);
  return paletteOpen && !mobile ? (
    <div id="store-palette">
      <PaintPalette source="store" />
    </div>
  ) : null;
}

function PhonePalette() {
  const paletteOpen = usePaletteStore((state) => state.open);
  const closePalette = usePaletteStore((state) => state.close);
  const mobile = useMediaQuery(MOBILE_QUERY);
  // The modal is mounted the first time it opens on a phone, then stays (focus returns as Radix does it).
  const [mounted, setMounted] = useState(false);
  if (mobile && paletteOpen && !mounted) setMounted(true);
  return mobile && mounted ? (
    <Suspense fallback={null}>
      <Dialog open={paletteOpen} onOpenChange={(open) => !open && closePalette()} title="Choose a paint colour">
        <div id="store-palette">
          <PaintPalette source="store" />
        </div>
      </Dialog>
    </Suspense>
  ) : null;
}

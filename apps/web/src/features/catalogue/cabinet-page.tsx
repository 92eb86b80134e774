import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GROUP, formatColorCode, type CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { cabinetBreadcrumbs, cabinetPageTitle, cabinetPath, cabinetTitle } from '@rta/domain/catalogue/cabinet-paths';
import type { CabinetPageData } from '@rta/domain/api/cabinet-page';
import { NOT_FOUND_ROUTE, pageTitle, SITE_ROUTES } from '@rta/domain/common/site-routes';
import { paintLaborFee } from '@rta/domain/pricing/paint-labor';
import { discounted } from '@rta/domain/pricing/pricing';
import { formatCents } from '@rta/domain/pricing/money';
import { ApiError } from '../../lib/api-client.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { useTier } from '../../lib/use-tier.ts';
import { useColorStore } from '../../stores/color-store.ts';
import { paths } from '../../config/paths.ts';
import { catalogueFailureText } from './api/catalogue-errors.ts';
import { cabinetPageQuery } from './api/get-cabinet-page.ts';
import { useAddToBinder } from './use-add-to-binder.ts';
import styles from './cabinet-page.module.css';
import store from './store-page.module.css';
import button from '../../ui/button.module.css';
import { GlassDoorToggle, hasGlassDoor } from './glass-door-toggle.tsx';
import { rowPrice } from '@rta/domain/catalogue/glass-door';
import { AskAboutCabinet } from './ask-about-cabinet.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';

/**
 * The drawings (and the palette, when opened) load beside the page rather than with it, as the
 * store's cards do: asked for as the page's script runs, in parallel with the cabinet's answer
 * they wait for anyway, so the page's own script stays small (its first load within 120 KB).
 */
const viewsLoading = import('./cabinet-views.tsx');
/** What the page shows besides its own code: a page the server rendered is hydrated once it is in too (main.tsx). */
export const partsLoaded: Promise<unknown> = viewsLoading.catch(() => undefined);
const CabinetViews = lazyPart(viewsLoading, 'CabinetViews');
const PaintPalette = lazy(() =>
  import('../../components/paint-palette/paint-palette.tsx').then((module) => ({ default: module.PaintPalette })),
);

/**
 * A cabinet's own page (issue 21), `/cabinets/<door-style>/<sku>`: its drawings, facts and price,
 * glass door and paint, Add to Binder as on its store card (use-add-to-binder.ts), and links to the
 * same cabinet in its other widths and door styles. A hidden or unknown cabinet's path is the
 * server's 404 (apps/server/src/web/spa.ts); reached inside the app, the page says so itself.
 */
export function CabinetPage() {
  const { style = '', sku = '' } = useParams();
  const page = useQuery(cabinetPageQuery(style, sku));
  const missing = page.error instanceof ApiError && page.error.status === 404;

  useEffect(() => {
    if (page.data) document.title = cabinetPageTitle(page.data.cabinet, storeConfig.storeName);
    else document.title = pageTitle(missing ? NOT_FOUND_ROUTE : SITE_ROUTES.cabinet, storeConfig.storeName);
  }, [page.data, missing]);

  if (missing) return <CabinetNotFound />;
  if (page.data) return <CabinetDetails key={`${style}/${sku}`} data={page.data} />;
  return (
    <div className={styles.page}>
      {page.isError ? (
        <div role="alert">
          <h1 className={styles.title}>This cabinet could not be loaded</h1>
          <p>{catalogueFailureText(page.error)}</p>
          <button type="button" className={button.primary} onClick={() => void page.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading the cabinet…</p>
      )}
    </div>
  );
}

function CabinetNotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Cabinet not found</h1>
      <p>
        We could not find this cabinet: it may have been taken out of the catalogue, or the address may have a typo.
      </p>
      <Link to={paths.store}>Shop cabinets</Link>
    </div>
  );
}

/** The same crumbs as the page's BreadcrumbList (apps/server/src/web/page-heads.ts). */
function Breadcrumbs({ cabinet }: { cabinet: CatalogueRow }) {
  const crumbs = cabinetBreadcrumbs(cabinet, DEFAULT_GROUP);
  return (
    <nav aria-label="Breadcrumbs" className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={index} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={index}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

function CabinetDetails({ data }: { data: CabinetPageData }) {
  const { cabinet, widths, styles: otherStyles } = data;
  const [glassDoor, setGlassDoor] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const color = useColorStore((state) => state.selectedColor);
  const tier = useTier();
  const addToBinder = useAddToBinder();

  const hasGlass = hasGlassDoor(cabinet);
  const glass = hasGlass && glassDoor;
  const price = rowPrice(cabinet, glass);
  const paintFee = paintLaborFee(color, cabinet.data_pprice);

  return (
    <div className={styles.page}>
      <Breadcrumbs cabinet={cabinet} />
      <h1 className={styles.title}>{cabinetTitle(cabinet)}</h1>
      <div className={styles.layout}>
        <section className={styles.views} aria-label="Drawings">
          <Suspense fallback={<div className={styles.viewsPlaceholder} />}>
            <CabinetViews cabinet={cabinet} glassDoor={glass} color={color} />
          </Suspense>
        </section>
        <section className={styles.details} aria-label="Details">
          <dl className={store.facts}>
            <dt>Name</dt>
            <dd>{glass && cabinet.data_gname ? cabinet.data_gname : cabinet.data_name}</dd>
            <dt>Door style</dt>
            <dd>{cabinet.data_group}</dd>
            <dt>Type</dt>
            <dd>{cabinet.data_type}</dd>
            <dt>Variation</dt>
            <dd>{cabinet.data_variation}</dd>
            <dt>Measurement</dt>
            <dd>{cabinet.data_measure}</dd>
            <dt>Price</dt>
            <dd>{formatCents(price)}</dd>
            {tier && (
              <>
                <dt>Your price</dt>
                <dd>
                  {formatCents(discounted(price, tier.discountPercent))} ({tier.tier} Trade Pro, −{tier.discountPercent}
                  %)
                </dd>
              </>
            )}
            <dt>Paint</dt>
            <dd>
              {color ? `${color.name} (${formatColorCode(color.code)})` : 'Unfinished'}
              {paintFee > 0 && `, paint labour +${formatCents(paintFee)}`}
            </dd>
          </dl>
          {hasGlass && <GlassDoorToggle cabinet={cabinet} checked={glassDoor} onChange={setGlassDoor} />}
          <button
            type="button"
            className={button.secondary}
            aria-expanded={paletteOpen}
            aria-controls="cabinet-palette"
            onClick={() => setPaletteOpen((open) => !open)}
          >
            {color ? 'Change paint colour' : 'Choose paint colour'}
          </button>
          {paletteOpen && (
            <div id="cabinet-palette">
              <Suspense fallback={<p role="status">Loading colours…</p>}>
                <PaintPalette source="store" />
              </Suspense>
            </div>
          )}
          <button
            type="button"
            className={button.primary}
            onClick={() => void addToBinder(cabinet, { glassDoor: glass, source: 'catalogue' })}
          >
            Add to Binder
          </button>
          <AskAboutCabinet
            productId={cabinet.data_name}
            productName={`${cabinet.data_type} ${cabinet.data_name}`}
            category={cabinet.select_cat}
          />
        </section>
      </div>
      {widths.length > 0 && (
        <section className={styles.related} aria-labelledby="other-widths">
          <h2 id="other-widths">Other widths</h2>
          <ul className={styles.links}>
            {widths.map((row) => (
              <li key={row.data_name}>
                <Link to={cabinetPath(row)}>{row.data_name}</Link> {row.data_measure}
              </li>
            ))}
          </ul>
        </section>
      )}
      {otherStyles.length > 0 && (
        <section className={styles.related} aria-labelledby="other-styles">
          <h2 id="other-styles">Other door styles</h2>
          <ul className={styles.links}>
            {otherStyles.map((row) => (
              <li key={row.data_group}>
                <Link to={cabinetPath(row)}>
                  {row.data_name} in {row.data_group}
                </Link>{' '}
                {formatCents(row.currency_price)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

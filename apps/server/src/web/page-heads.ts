import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { DEFAULT_GROUP } from '@rta/domain/catalogue/catalogue';
import {
  cabinetBreadcrumbs,
  cabinetDescription,
  cabinetPageTitle,
  cabinetPath,
} from '@rta/domain/catalogue/cabinet-paths';
import {
  cabinetPreviewAlt,
  cabinetPreviewPath,
  PREVIEW_PICTURE_SIZE,
  STORE_PREVIEW_ALT,
  STORE_PREVIEW_PATH,
} from '@rta/domain/catalogue/cabinet-previews';
import { pageTitle, type SiteRoute } from '@rta/domain/common/site-routes';
import { pageDescription } from '@rta/domain/common/page-descriptions';
import { centsToDecimal } from '@rta/domain/pricing/money';
import { escapeHtml } from '../lib/escape-html.ts';

/** What a page's head names the store by and where it lives (AppConfig has both). */
export interface HeadContext {
  storeName: string;
  publicUrl: string;
  /** Whether the server draws link preview pictures (web/link-previews.ts); without, the heads name none. */
  pictures?: boolean;
}

/** An absolute URL at the store's public address, written as the web app writes its canonical link. */
export const absoluteUrl = (publicUrl: string, path: string): string => new URL(path, publicUrl).toString();

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** JSON inside a data block: '<' escaped so no value can close the element (as the store configuration's). */
const jsonLd = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

interface HeadFields {
  title: string;
  description: string;
  /** The canonical path; undefined writes no canonical link (the not-found page). */
  canonicalPath?: string;
  /** Open Graph and Twitter card tags, for the pages a crawler or a link preview may read. */
  preview?: { type: 'website' | 'product'; picture: { path: string; alt: string } };
  structuredData?: unknown[];
  /** A private page (a shared link's): search engines are asked not to list it. */
  noindex?: boolean;
}

const headTags = (context: HeadContext, fields: HeadFields): string => {
  const url = fields.canonicalPath === undefined ? undefined : absoluteUrl(context.publicUrl, fields.canonicalPath);
  const tags = [`<title>${escapeHtml(fields.title)}</title>`, meta('name', 'description', fields.description)];
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (fields.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (url && fields.preview) {
    const picture = context.pictures ? fields.preview.picture : undefined;
    const pictureUrl = picture && absoluteUrl(context.publicUrl, picture.path);
    tags.push(
      meta('property', 'og:title', fields.title),
      meta('property', 'og:description', fields.description),
      meta('property', 'og:url', url),
      meta('property', 'og:type', fields.preview.type),
      meta('property', 'og:site_name', context.storeName),
      // A picture (docs/decisions/0158-link-preview-pictures.md), which the large card shows whole.
      ...(picture && pictureUrl
        ? [
            meta('property', 'og:image', pictureUrl),
            meta('property', 'og:image:type', 'image/png'),
            meta('property', 'og:image:width', String(PREVIEW_PICTURE_SIZE.width)),
            meta('property', 'og:image:height', String(PREVIEW_PICTURE_SIZE.height)),
            meta('property', 'og:image:alt', picture.alt),
            meta('name', 'twitter:card', 'summary_large_image'),
            meta('name', 'twitter:image', pictureUrl),
            meta('name', 'twitter:image:alt', picture.alt),
          ]
        : [meta('name', 'twitter:card', 'summary')]),
      meta('name', 'twitter:title', fields.title),
      meta('name', 'twitter:description', fields.description),
    );
  }
  for (const data of fields.structuredData ?? []) tags.push(jsonLd(data));
  return tags.join('\n    ');
};

/**
 * The head of a page that is not a cabinet's: its title and canonical link as the web app sets
 * them (app/layout/route-effects.tsx; the app updates these elements, it adds none), its
 * description, and for a public page (one a search engine may list) Open Graph and Twitter card tags.
 * A route whose canonical is its own path is not one of these (a cabinet's page: cabinetHead).
 */
export const routeHead = (context: HeadContext, route: SiteRoute, options: { public: boolean }): string =>
  headTags(context, {
    title: pageTitle(route, context.storeName),
    description: pageDescription(route),
    canonicalPath: route.pattern === '*' ? undefined : (route.canonical ?? '/'),
    ...(route.noindex ? { noindex: true } : {}),
    ...(options.public
      ? { preview: { type: 'website' as const, picture: { path: STORE_PREVIEW_PATH, alt: STORE_PREVIEW_ALT } } }
      : {}),
  });

/**
 * A visible cabinet's page head: its title, description, canonical link and preview tags, and
 * its schema.org Product (with an Offer at its current catalogue price) and BreadcrumbList as
 * JSON-LD, a data block the CSP allows (it runs nothing). Its picture, when the server draws them,
 * is its drawing (og:image, and the Product's image).
 */
export const cabinetHead = (context: HeadContext, cabinet: CatalogueRow): string => {
  const path = cabinetPath(cabinet);
  const url = absoluteUrl(context.publicUrl, path);
  const description = cabinetDescription(cabinet);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${cabinet.data_name} ${cabinet.data_type}`,
    sku: cabinet.data_name,
    description,
    brand: { '@type': 'Brand', name: context.storeName },
    category: `${cabinet.select_cat} › ${cabinet.data_type}`,
    url,
    ...(context.pictures ? { image: absoluteUrl(context.publicUrl, cabinetPreviewPath(cabinet)) } : {}),
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(cabinet.currency_price),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: cabinetBreadcrumbs(cabinet, DEFAULT_GROUP).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(context.publicUrl, crumb.path),
    })),
  };
  return headTags(context, {
    title: cabinetPageTitle(cabinet, context.storeName),
    description,
    canonicalPath: path,
    preview: { type: 'product', picture: { path: cabinetPreviewPath(cabinet), alt: cabinetPreviewAlt(cabinet) } },
    structuredData: [product, breadcrumbs],
  });
};

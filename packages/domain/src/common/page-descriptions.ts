import { SITE_ROUTES, type SiteRoute } from './site-routes.ts';

/*
 * What a search result or a link preview says of each page (<meta name="description">,
 * og:description; apps/server/src/web/page-heads.ts). Apart from the routes' table, which the
 * web app carries on every page: only the server writes these. A cabinet's page describes its
 * cabinet (catalogue/cabinet-paths.ts, cabinetDescription).
 */

/** The store's own description: the home page's, and any page's without one of its own. */
export const SITE_DESCRIPTION =
  'Ready-to-assemble kitchen and bathroom cabinets in Shaker and Slim Shaker door styles, painted in your colour, with a showroom to visit.';

const DESCRIPTIONS: Partial<Record<keyof typeof SITE_ROUTES, string>> = {
  store:
    'Shop base, wall, tall and vanity cabinets in Shaker and Slim Shaker door styles: every size, its price, glass doors and paint colours.',
  policies: 'Our store policies: shipping, returns, warranty, privacy and terms of sale.',
  visit: 'Visit our showroom to see the cabinets in person: where to find us, opening hours and what to expect.',
  faq: 'Answers to common questions about ready-to-assemble cabinets: assembly, sizes, paint, ordering and pickup.',
  designSupport:
    'Free help planning your kitchen or bath: send your measurements and we suggest the cabinets that fit.',
  contractorProgram:
    'The Trade Pro program for contractors and trade pros: discount tiers, who qualifies, how it works and how to apply.',
};

/** A page's description: its own, or the store's. */
export const pageDescription = (route: SiteRoute): string => {
  const name = (Object.keys(SITE_ROUTES) as (keyof typeof SITE_ROUTES)[]).find((key) => SITE_ROUTES[key] === route);
  return (name && DESCRIPTIONS[name]) ?? SITE_DESCRIPTION;
};

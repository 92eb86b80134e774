import type { SITE_ROUTES } from '../../packages/domain/src/common/site-routes.ts';

/**
 * The page module of each public route, by the route's name in SITE_ROUTES (which holds its
 * pattern), as src/app/page-routes.tsx loads them, then what else the page waits for before it
 * shows (the binder's stored contents: src/stores/binder-storage.ts). The build lists their
 * chunks in each page's HTML (vite.config.ts, routePreloads); the bundle bench measures each page
 * by its module (bench/bundle.bench.ts). A route missing here is served without preloads.
 */
export const PAGE_MODULES = {
  home: ['src/features/pages/home-page.tsx'],
  store: ['src/features/catalogue/store-page.tsx', 'src/stores/binder-storage.ts'],
  cabinet: ['src/features/catalogue/cabinet-page.tsx'],
  checkout: ['src/features/checkout/checkout-page.tsx', 'src/stores/binder-storage.ts'],
  paymentConfirmation: ['src/features/checkout/payment-confirmation-page.tsx'],
  planner: ['src/features/planner/planner-page.tsx', 'src/stores/binder-storage.ts'],
  plannerPrint: ['src/features/planner/planner-print-page.tsx', 'src/stores/binder-storage.ts'],
  quote: ['src/features/quotes/quote-page.tsx'],
  quotes: ['src/features/quotes/quotes-page.tsx'],
  policies: ['src/features/pages/policies-page.tsx'],
  visit: ['src/features/pages/visit-page.tsx'],
  faq: ['src/features/pages/faq-page.tsx'],
  designSupport: ['src/features/pages/design-support-page.tsx'],
  contractorProgram: ['src/features/pages/contractor-program-page.tsx'],
  verifyEmail: ['src/features/account/verify-email-page.tsx'],
  resetPassword: ['src/features/account/reset-password-page.tsx'],
  resetPasswordWithToken: ['src/features/account/reset-password-page.tsx'],
  newDevice: ['src/features/account/new-device-page.tsx'],
} as const satisfies Partial<Record<keyof typeof SITE_ROUTES, readonly [page: string, ...waitsFor: string[]]>>;

export type PageRouteName = keyof typeof PAGE_MODULES;

/**
 * What a page the server renders shows besides its module's own, loaded lazily by the page (its
 * `partsLoaded`): the build lists their chunks apart (vite.config.ts, routePreloads), and the
 * server links their stylesheets and scripts in the page it renders, so that its HTML is painted
 * styled and is hydrated without waiting a round trip for them. The bundle bench does not count
 * them as the page's initial JS: a page the browser renders shows before they are in (the server
 * names their scripts as modulepreload links after the page's own, so they are fetched with it).
 */
export const PAGE_PARTS: Partial<Record<PageRouteName, readonly string[]>> = {
  store: ['src/features/catalogue/cabinet-list.tsx', 'src/features/catalogue/paint-preview.tsx'],
  cabinet: ['src/features/catalogue/cabinet-views.tsx'],
  // The server renders the planner's frame (0166), which shows neither: the browser renders them once the binder is read.
  planner: ['src/ui/elevation/elevation.tsx', 'src/features/planner/room-checks.tsx'],
  plannerPrint: ['src/ui/elevation/elevation.tsx', 'src/features/planner/print-checks.tsx'],
  // Not server rendered: the heading and text first, then the form, whose scripts are preloaded with the page's.
  resetPassword: ['src/features/account/reset-request-form.tsx', 'src/features/account/new-password-form.tsx'],
  resetPasswordWithToken: ['src/features/account/new-password-form.tsx', 'src/features/account/reset-request-form.tsx'],
};

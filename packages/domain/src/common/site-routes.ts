/**
 * The store's routes with their page titles (spec §2 Routes). Both the web app (titles,
 * canonical links) and the server (a real 404 status for unknown paths) read this table.
 */
export interface SiteRoute {
  /** React Router pattern. */
  pattern: string;
  /** '<title> | <store name>'; undefined means the default brand title. */
  title?: string;
  /** Canonical path; undefined means the site root. */
  canonical?: string;
  /** The page's own path is its canonical link (a page per record: a cabinet's page). */
  canonicalIsPath?: boolean;
  /** A page reached only by a private link: its head asks search engines not to list it (`noindex`). */
  noindex?: boolean;
}

export const SITE_ROUTES = {
  home: { pattern: '/', canonical: '/' },
  store: {
    pattern: '/store',
    title: 'Shop Cabinets',
    canonical: '/store',
  },
  checkout: { pattern: '/checkout', title: 'Checkout', canonical: '/checkout' },
  paymentConfirmation: {
    pattern: '/payment-confirmation',
    title: 'Payment Confirmation',
    canonical: '/payment-confirmation',
  },
  policies: {
    pattern: '/policies',
    title: 'Policies',
    canonical: '/policies',
  },
  visit: {
    pattern: '/visit',
    title: 'Visit Our Showroom',
    canonical: '/visit',
  },
  faq: {
    pattern: '/faq',
    title: 'FAQ',
    canonical: '/faq',
  },
  designSupport: {
    pattern: '/design-support',
    title: 'Design Support',
    canonical: '/design-support',
  },
  contractorProgram: {
    pattern: '/contractor-program',
    title: 'Contractor Program',
    canonical: '/contractor-program',
  },
  /**
   * A cabinet's own page (issue 21): `/cabinets/<door-style>/<sku>`, the slugs of
   * catalogue/cabinet-paths.ts. The page titles itself '<SKU> <type>' once it knows the type; the
   * server answers 200 only for a visible SKU of that door style (apps/server/src/web/spa.ts).
   */
  cabinet: { pattern: '/cabinets/:style/:sku', title: 'Cabinet', canonicalIsPath: true },
  verifyEmail: { pattern: '/verify-email/:token', title: 'Verify Email', canonical: '/verify-email' },
  resetPassword: { pattern: '/reset-password', title: 'Reset Password', canonical: '/reset-password' },
  resetPasswordWithToken: {
    pattern: '/reset-password/:token',
    title: 'Set a New Password',
    canonical: '/reset-password',
  },
  /** Where a new-device link lands (issue 19): this browser may then log in while new devices are locked out. */
  newDevice: { pattern: '/new-device/:token', title: 'Log In on This Device', canonical: '/new-device' },
  /**
   * A room's plan (issue 22): a label of this browser's binder, so private to the shopper: rendered
   * in the browser, never in the sitemap, kept out of robots' way like checkout.
   */
  planner: { pattern: '/planner/:labelId', title: 'Room Planner', canonical: '/planner' },
  plannerPrint: { pattern: '/planner/:labelId/print', title: 'Room Planner', canonical: '/planner' },
  /** A shopper's quote (issue 23, decision 0162): their own, so rendered in the browser, never listed. */
  quote: { pattern: '/quotes/:id', title: 'Quote', canonical: '/quotes', noindex: true },
  /** The shopper's quotes, a page at a time (issue 23): their own, like a quote. */
  quotes: { pattern: '/quotes', title: 'Your Quotes', canonical: '/quotes', noindex: true },
  /** A shared project, opened by its read-only link (issue 23, decision 0161): private, never listed. */
  sharedProject: { pattern: '/shared/:token', title: 'Shared Project', canonical: '/shared', noindex: true },
  /** A designer's hand-off, opened from its mail by the customer signed in (issue 23, decision 0163): private. */
  handOff: { pattern: '/hand-offs/:id', title: 'Hand-off', canonical: '/hand-offs', noindex: true },
  /** The staff console (issue 9): a section, and optionally one record in it. */
  staff: { pattern: '/staff', title: 'Staff Console', canonical: '/staff' },
  staffSection: { pattern: '/staff/:section', title: 'Staff Console', canonical: '/staff' },
  staffRecord: { pattern: '/staff/:section/:id', title: 'Staff Console', canonical: '/staff' },
} as const satisfies Record<string, SiteRoute>;

export const NOT_FOUND_ROUTE: SiteRoute = { pattern: '*', title: 'Page Not Found' };

/** The title a route shows: '<Page> | <store name>', or the brand title when it has none. */
export const pageTitle = (route: SiteRoute, storeName: string): string =>
  route.title ? `${route.title} | ${storeName}` : `${storeName} | Ready-to-Assemble Kitchen & Bath Cabinets`;

const toRegExp = (pattern: string): RegExp => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const routesByMatcher = Object.values(SITE_ROUTES).map((route) => ({ route, re: toRegExp(route.pattern) }));

/** The site route a path is a page of (no two patterns match one path), or undefined for no page. */
export const siteRouteOf = (pathname: string): SiteRoute | undefined =>
  routesByMatcher.find(({ re }) => re.test(pathname))?.route;

/**
 * The pages a search engine may list (issue 21): the sitemap names these and every visible
 * cabinet's page. The rest are a shopper's own (checkout), staff's, or reached by a mailed token.
 */
export const PUBLIC_ROUTE_NAMES = [
  'home',
  'store',
  'policies',
  'visit',
  'faq',
  'designSupport',
  'contractorProgram',
] as const satisfies readonly (keyof typeof SITE_ROUTES)[];

/** What robots.txt keeps crawlers out of: the staff console, checkout, the room planner, the pages of mailed tokens, shared links, hand-offs and quotes. */
export const ROBOTS_DISALLOWED = [
  '/staff',
  '/checkout',
  '/planner/',
  '/payment-confirmation',
  '/verify-email/',
  '/reset-password/',
  '/new-device/',
  '/shared/',
  '/hand-offs/',
  '/quotes',
] as const;

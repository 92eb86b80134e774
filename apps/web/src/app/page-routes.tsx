import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { SITE_ROUTES, NOT_FOUND_ROUTE, type SiteRoute } from '@rta/domain/common/site-routes';
import { binderReady, itemCount, useBinderStore } from '../stores/binder-store.ts';
import { isVerified, readStoredOrderDetails, useSession } from '../stores/session-store.ts';
import { refreshOnStoreEntry } from '../features/account/initialize-auth.ts';
import { sessionSettled } from '../features/account/session-settled.ts';
import { prefetchCatalogue } from '../features/catalogue/api/catalogue-choice.ts';
import { queryClient } from '../lib/query-client.ts';
import { Guarded, PageView, decideFirstEntry, lazyPage, type LazyPage } from './page-view.tsx';
import './binder-handover.ts';

/** What a route carries besides its element: its page's title and canonical link, its code, and what entering it starts. */
export interface RouteHandle {
  route?: SiteRoute;
  page?: LazyPage;
  /** Run on every navigation to the route (and its query), as early as it is known. */
  enter?: (search: URLSearchParams) => void;
  /** Whether the page may be shown (a guard); otherwise the visit goes home. */
  allowed?: () => Promise<boolean>;
}

type PageRoute = Omit<RouteObject, 'handle' | 'children'> & { handle?: RouteHandle; children?: PageRoute[] };

/** Each page is its own chunk, loaded when first visited, so the first load carries only the shell. */
const page = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  route?: SiteRoute,
): PageRoute => {
  const lazy = lazyPage(load, name);
  return { element: <PageView page={lazy} />, handle: { route, page: lazy } };
};

/** A page that shows the binder: it also waits until the binder has been read from local storage. */
const binderPage = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  route: SiteRoute,
): PageRoute => page(() => Promise.all([load(), binderReady()]).then(([module]) => module), name, route);

/** Spec §2: /checkout needs a verified login and a non-empty cart; /payment-confirmation needs login and stored order details. */
const canCheckout = async (): Promise<boolean> => {
  await Promise.all([binderReady(), sessionSettled()]);
  return isVerified(useSession.getState().user) && itemCount(useBinderStore.getState()) > 0;
};
const hasOrderDetails = async (): Promise<boolean> => {
  await sessionSettled();
  return !!useSession.getState().user && !!readStoredOrderDetails();
};

/** A quote is its owner's: /quotes and /quotes/:id need a login. */
const signedIn = async (): Promise<boolean> => {
  await sessionSettled();
  return !!useSession.getState().user;
};

const guarded = (route: PageRoute, allowed: () => Promise<boolean>): PageRoute => ({
  ...route,
  element: <Guarded allowed={allowed}>{route.element}</Guarded>,
  handle: { ...route.handle, allowed },
});

const at = (route: SiteRoute, pageRoute: PageRoute): PageRoute => ({ ...pageRoute, path: route.pattern });

// The store shows before the binder is read (nothing on it shows the binder's contents; an add
// waits for it: features/catalogue/use-add-to-binder.ts), so its first render never needs zod.
const store = page(() => import('../features/catalogue/store-page.tsx'), 'StorePage', SITE_ROUTES.store);

export const PAGE_ROUTES: PageRoute[] = [
  at(
    SITE_ROUTES.home,
    page(() => import('../features/pages/home-page.tsx'), 'HomePage', SITE_ROUTES.home),
  ),
  at(SITE_ROUTES.store, {
    ...store,
    // Spec §2: entering the store refreshes auth status and badges (without holding up the
    // page). The cabinets are asked for at once, while the page's script loads.
    handle: {
      ...store.handle,
      enter: (search) => {
        prefetchCatalogue(queryClient, search);
        refreshOnStoreEntry();
      },
    },
  }),
  at(
    SITE_ROUTES.cabinet,
    page(() => import('../features/catalogue/cabinet-page.tsx'), 'CabinetPage', SITE_ROUTES.cabinet),
  ),
  at(
    SITE_ROUTES.checkout,
    guarded(
      binderPage(() => import('../features/checkout/checkout-page.tsx'), 'CheckoutPage', SITE_ROUTES.checkout),
      canCheckout,
    ),
  ),
  at(
    SITE_ROUTES.paymentConfirmation,
    guarded(
      page(
        () => import('../features/checkout/payment-confirmation-page.tsx'),
        'PaymentConfirmationPage',
        SITE_ROUTES.paymentConfirmation,
      ),
      hasOrderDetails,
    ),
  ),
  at(
    SITE_ROUTES.planner,
    binderPage(() => import('../features/planner/planner-page.tsx'), 'PlannerPage', SITE_ROUTES.planner),
  ),
  at(
    SITE_ROUTES.plannerPrint,
    binderPage(
      () => import('../features/planner/planner-print-page.tsx'),
      'PlannerPrintPage',
      SITE_ROUTES.plannerPrint,
    ),
  ),
  at(
    SITE_ROUTES.quote,
    guarded(
      page(() => import('../features/quotes/quote-page.tsx'), 'QuotePage', SITE_ROUTES.quote),
      signedIn,
    ),
  ),
  at(
    SITE_ROUTES.quotes,
    guarded(
      page(() => import('../features/quotes/quotes-page.tsx'), 'QuotesPage', SITE_ROUTES.quotes),
      signedIn,
    ),
  ),
  at(
    SITE_ROUTES.policies,
    page(() => import('../features/pages/policies-page.tsx'), 'PoliciesPage', SITE_ROUTES.policies),
  ),
  at(
    SITE_ROUTES.visit,
    page(() => import('../features/pages/visit-page.tsx'), 'VisitPage', SITE_ROUTES.visit),
  ),
  at(
    SITE_ROUTES.faq,
    page(() => import('../features/pages/faq-page.tsx'), 'FaqPage', SITE_ROUTES.faq),
  ),
  at(
    SITE_ROUTES.designSupport,
    page(() => import('../features/pages/design-support-page.tsx'), 'DesignSupportPage', SITE_ROUTES.designSupport),
  ),
  at(
    SITE_ROUTES.contractorProgram,
    page(
      () => import('../features/pages/contractor-program-page.tsx'),
      'ContractorProgramPage',
      SITE_ROUTES.contractorProgram,
    ),
  ),
  at(
    SITE_ROUTES.verifyEmail,
    page(() => import('../features/account/verify-email-page.tsx'), 'VerifyEmailPage', SITE_ROUTES.verifyEmail),
  ),
  at(
    SITE_ROUTES.resetPassword,
    page(() => import('../features/account/reset-password-page.tsx'), 'ResetPasswordPage', SITE_ROUTES.resetPassword),
  ),
  at(
    SITE_ROUTES.resetPasswordWithToken,
    page(
      () => import('../features/account/reset-password-page.tsx'),
      'ResetPasswordPage',
      SITE_ROUTES.resetPasswordWithToken,
    ),
  ),
  at(
    SITE_ROUTES.newDevice,
    page(() => import('../features/account/new-device-page.tsx'), 'NewDevicePage', SITE_ROUTES.newDevice),
  ),
  at(
    SITE_ROUTES.handOff,
    page(() => import('../features/projects/hand-off-page.tsx'), 'HandOffPage', SITE_ROUTES.handOff),
  ),
  at(
    SITE_ROUTES.sharedProject,
    page(() => import('../features/projects/shared-project-page.tsx'), 'SharedProjectPage', SITE_ROUTES.sharedProject),
  ),
  {
    ...at(
      SITE_ROUTES.staff,
      page(() => import('../features/staff/staff-layout.tsx'), 'StaffLayout', SITE_ROUTES.staff),
    ),
    children: [
      { index: true, element: <Navigate to="/staff/orders" replace /> },
      { path: 'orders', ...page(() => import('../features/staff/orders/orders-page.tsx'), 'StaffOrdersPage') },
      {
        path: 'orders/:id',
        ...page(() => import('../features/staff/orders/order-detail-page.tsx'), 'StaffOrderDetailPage'),
      },
      {
        path: 'orders/:id/print',
        ...page(() => import('../features/staff/orders/order-print-page.tsx'), 'StaffOrderPrintPage'),
      },
      {
        path: 'applications',
        ...page(() => import('../features/staff/applications/applications-page.tsx'), 'StaffApplicationsPage'),
      },
      {
        path: 'applications/:id',
        ...page(
          () => import('../features/staff/applications/application-detail-page.tsx'),
          'StaffApplicationDetailPage',
        ),
      },
      { path: 'inbox', ...page(() => import('../features/staff/inbox/inbox-page.tsx'), 'StaffInboxPage') },
      {
        path: 'hand-offs',
        ...page(() => import('../features/staff/hand-offs/hand-offs-page.tsx'), 'StaffHandOffsPage'),
      },
      {
        path: 'hand-offs/:id',
        ...page(() => import('../features/staff/hand-offs/hand-off-detail-page.tsx'), 'StaffHandOffDetailPage'),
      },
      { path: 'inbox/:id', ...page(() => import('../features/staff/inbox/inbox-page.tsx'), 'StaffInboxPage') },
      {
        path: 'catalogue',
        ...page(() => import('../features/staff/catalogue/catalogue-page.tsx'), 'StaffCataloguePage'),
      },
      { path: 'roles', ...page(() => import('../features/staff/roles/roles-page.tsx'), 'StaffRolesPage') },
      { path: 'audit', ...page(() => import('../features/staff/audit/audit-page.tsx'), 'StaffAuditPage') },
      // Each section of the console (features/staff/<section>/) adds its routes here.
    ],
  },
  { path: '*', ...page(() => import('../features/pages/not-found-page.tsx'), 'NotFoundPage', NOT_FOUND_ROUTE) },
];

interface Place {
  pathname: string;
  search: string;
}

const handlesAt = (place: Place): RouteHandle[] =>
  (matchRoutes(PAGE_ROUTES as RouteObject[], place) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as RouteHandle] : [],
  );

/** The site route (title, canonical link) a path shows: the innermost route that names one. */
export const siteRouteAt = (place: Place): SiteRoute =>
  handlesAt(place)
    .flatMap((handle) => (handle.route ? [handle.route] : []))
    .at(-1) ?? NOT_FOUND_ROUTE;

/** Run what entering a place starts (the store's cabinets, say). */
export const enterPlace = (place: Place): void => {
  const search = new URLSearchParams(place.search);
  for (const handle of handlesAt(place)) handle.enter?.(search);
};

/**
 * Before hydrating the page the server rendered: its code and the parts it shows that load beside
 * it (the store's cards, a cabinet's drawings), so that hydration is one pass and no part of the
 * server's page is left waiting for its code while the rest of the page runs and re-renders (an
 * update that reaches a part still waiting makes React drop the server's HTML there).
 */
export const loadPlace = async (place: Place): Promise<void> => {
  const pages = handlesAt(place).flatMap((handle) => (handle.page ? [handle.page] : []));
  await Promise.all(pages.map((page) => page.load()));
  await Promise.all(pages.map((page) => page.partsLoaded));
};

/**
 * Before the first render: start what entering the page starts, load its code (and its
 * layout's) and ask its guard, so that the first render shows the whole page at once.
 */
export const preparePlace = async (place: Place): Promise<void> => {
  enterPlace(place);
  const handles = handlesAt(place);
  await Promise.all([
    ...handles.map((handle) => handle.page?.load()),
    ...handles.map((handle) => handle.allowed && decideFirstEntry(handle.allowed)),
  ]);
};

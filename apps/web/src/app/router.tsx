import { createBrowserRouter, redirect } from 'react-router';
import { SITE_ROUTES, NOT_FOUND_ROUTE, type SiteRoute } from '@rta/domain/site-routes';
import { RootLayout } from './layout/root-layout.tsx';
import { binderReady, useBinderStore } from '../stores/binder-store.ts';
import { isVerified, readStoredOrderDetails, useSession } from '../stores/session-store.ts';
import { refreshOnStoreEntry } from '../features/account/initialize-auth.ts';
import { sessionSettled } from '../features/checkout/session-settled.ts';
import { prefetchCatalogue } from '../features/catalogue/api/catalogue-choice.ts';
import { queryClient } from '../lib/query-client.ts';

export interface RouteHandle {
  route: SiteRoute;
}

const handle = (route: SiteRoute): RouteHandle => ({ route });

/** Each page is its own chunk, loaded when first visited, so the first load carries only the shell. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/** A page that shows the binder: it also waits until the binder has been read from local storage. */
const binderPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => {
    const [module] = await Promise.all([load(), binderReady()]);
    return { Component: module[name] as React.ComponentType };
  };

/** Spec §2: /checkout needs a verified login and a non-empty cart; /payment-confirmation needs login and stored order details. */
const requireCheckout = async () => {
  await Promise.all([binderReady(), sessionSettled()]);
  if (!isVerified(useSession.getState().user) || useBinderStore.getState().itemCount() === 0) return redirect('/');
  return null;
};
const requireOrderDetails = async () => {
  await sessionSettled();
  if (!useSession.getState().user || !readStoredOrderDetails()) return redirect('/');
  return null;
};

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: SITE_ROUTES.home.pattern, lazy: page(() => import('../features/pages/home-page.tsx'), 'HomePage'), handle: handle(SITE_ROUTES.home) },
      {
        path: SITE_ROUTES.store.pattern,
        lazy: binderPage(() => import('../features/catalogue/store-page.tsx'), 'StorePage'),
        // Spec §2: entering the store refreshes auth status and badges (without holding up the page).
        // The cabinets are asked for at once, while the page's script loads.
        loader: ({ request }) => {
          prefetchCatalogue(queryClient, new URL(request.url).searchParams);
          return refreshOnStoreEntry();
        },
        handle: handle(SITE_ROUTES.store),
      },
      {
        path: SITE_ROUTES.checkout.pattern,
        lazy: binderPage(() => import('../features/checkout/checkout-page.tsx'), 'CheckoutPage'),
        loader: requireCheckout,
        handle: handle(SITE_ROUTES.checkout),
      },
      {
        path: SITE_ROUTES.paymentConfirmation.pattern,
        lazy: page(() => import('../features/checkout/payment-confirmation-page.tsx'), 'PaymentConfirmationPage'),
        loader: requireOrderDetails,
        handle: handle(SITE_ROUTES.paymentConfirmation),
      },
      { path: SITE_ROUTES.policies.pattern, lazy: page(() => import('../features/pages/policies-page.tsx'), 'PoliciesPage'), handle: handle(SITE_ROUTES.policies) },
      { path: SITE_ROUTES.visit.pattern, lazy: page(() => import('../features/pages/visit-page.tsx'), 'VisitPage'), handle: handle(SITE_ROUTES.visit) },
      { path: SITE_ROUTES.faq.pattern, lazy: page(() => import('../features/pages/faq-page.tsx'), 'FaqPage'), handle: handle(SITE_ROUTES.faq) },
      {
        path: SITE_ROUTES.designSupport.pattern,
        lazy: page(() => import('../features/pages/design-support-page.tsx'), 'DesignSupportPage'),
        handle: handle(SITE_ROUTES.designSupport),
      },
      {
        path: SITE_ROUTES.contractorProgram.pattern,
        lazy: page(() => import('../features/pages/contractor-program-page.tsx'), 'ContractorProgramPage'),
        handle: handle(SITE_ROUTES.contractorProgram),
      },
      { path: SITE_ROUTES.verifyEmail.pattern, lazy: page(() => import('../features/account/verify-email-page.tsx'), 'VerifyEmailPage'), handle: handle(SITE_ROUTES.verifyEmail) },
      {
        path: SITE_ROUTES.resetPassword.pattern,
        lazy: page(() => import('../features/account/reset-password-page.tsx'), 'ResetPasswordPage'),
        handle: handle(SITE_ROUTES.resetPassword),
      },
      {
        path: SITE_ROUTES.resetPasswordWithToken.pattern,
        lazy: page(() => import('../features/account/reset-password-page.tsx'), 'ResetPasswordPage'),
        handle: handle(SITE_ROUTES.resetPasswordWithToken),
      },
      {
        path: SITE_ROUTES.staff.pattern,
        lazy: page(() => import('../features/staff/staff-layout.tsx'), 'StaffLayout'),
        handle: handle(SITE_ROUTES.staff),
        children: [
          { index: true, loader: () => redirect('/staff/orders') },
          { path: 'orders', lazy: page(() => import('../features/staff/orders/orders-page.tsx'), 'StaffOrdersPage') },
          { path: 'orders/:id', lazy: page(() => import('../features/staff/orders/order-detail-page.tsx'), 'StaffOrderDetailPage') },
          { path: 'orders/:id/print', lazy: page(() => import('../features/staff/orders/order-print-page.tsx'), 'StaffOrderPrintPage') },
          { path: 'applications', lazy: page(() => import('../features/staff/applications/applications-page.tsx'), 'StaffApplicationsPage') },
          {
            path: 'applications/:id',
            lazy: page(() => import('../features/staff/applications/application-detail-page.tsx'), 'StaffApplicationDetailPage'),
          },
          { path: 'inbox', lazy: page(() => import('../features/staff/inbox/inbox-page.tsx'), 'StaffInboxPage') },
          { path: 'inbox/:id', lazy: page(() => import('../features/staff/inbox/inbox-page.tsx'), 'StaffInboxPage') },
          { path: 'catalogue', lazy: page(() => import('../features/staff/catalogue/catalogue-page.tsx'), 'StaffCataloguePage') },
          { path: 'roles', lazy: page(() => import('../features/staff/roles/roles-page.tsx'), 'StaffRolesPage') },
          { path: 'audit', lazy: page(() => import('../features/staff/audit/audit-page.tsx'), 'StaffAuditPage') },
          // Each section of the console (features/staff/<section>/) adds its routes here.
        ],
      },
      { path: '*', lazy: page(() => import('../features/pages/not-found-page.tsx'), 'NotFoundPage'), handle: handle(NOT_FOUND_ROUTE) },
    ],
  },
]);

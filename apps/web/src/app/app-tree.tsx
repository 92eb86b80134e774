import { memo, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from './page-routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';

function Pages() {
  return useRoutes(PAGE_ROUTES as RouteObject[]);
}

/**
 * The frame and the page. Memoised: nothing above it (the toasts arriving after the first
 * paint) re-renders it, for an update that reached the page's Suspense boundary while it is
 * still being hydrated (its code not yet in) would make React drop the server's page and show
 * the boundary's empty fallback until the code came.
 */
const Frame = memo(function Frame() {
  return (
    <RootLayout>
      {/* React Router navigates in transitions: while the next page's code loads, the one
          before stays (this boundary is already showing it). Nothing shows in its place. */}
      <Suspense fallback={null}>
        <Pages />
      </Suspense>
    </RootLayout>
  );
});

/**
 * The page inside its router, the same tree on the server (entry-server.tsx, StaticRouter) and
 * in the browser (app.tsx, BrowserRouter), so that the browser hydrates exactly what the server
 * rendered: the same Suspense boundaries and the same `useId`s.
 */
export function AppTree({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Frame />
      {children}
    </QueryClientProvider>
  );
}

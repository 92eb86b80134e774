import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from './page-routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { queryClient } from '../lib/query-client.ts';
import { firstPaint, firstRenderCommitted } from '../lib/first-paint.ts';

/** The toast container and react-toastify load after the first paint (lib/notify.ts queues toasts until then). */
const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

function Pages() {
  return useRoutes(PAGE_ROUTES as RouteObject[]);
}

export function App() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    firstRenderCommitted();
    let active = true;
    void firstPaint.then(() => active && setPainted(true));
    return () => {
      active = false;
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RootLayout>
          {/* React Router navigates in transitions: while the next page's code loads, the one
              before stays (this boundary is already showing it). Nothing shows in its place. */}
          <Suspense fallback={null}>
            <Pages />
          </Suspense>
        </RootLayout>
      </BrowserRouter>
      {painted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

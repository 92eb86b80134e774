import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from './page-routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The toast container and react-toastify load after the first paint (lib/notify.ts queues toasts until then). */
const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

/**
 * True once the app's first render has been painted: a frame callback runs just before the
 * paint, and a task it queues runs after it. Until then nothing that is not the page itself
 * asks for its code, which would share the network with what the page still waits for.
 */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDone(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return done;
}

function Pages() {
  return useRoutes(PAGE_ROUTES as RouteObject[]);
}

export function App() {
  const painted = useFirstPaintDone();
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

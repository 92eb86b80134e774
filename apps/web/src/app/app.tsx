import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The toast container and react-toastify load after the first paint (lib/notify.ts queues toasts until then). */
const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </QueryClientProvider>
  );
}

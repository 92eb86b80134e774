import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppTree } from './app-tree.tsx';
import { queryClient } from '../lib/query-client.ts';
import { firstPaint, firstRenderCommitted } from '../lib/first-paint.ts';

/** The toast container and react-toastify load after the first paint (lib/notify.ts queues toasts until then). */
const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

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
    <BrowserRouter>
      <AppTree client={queryClient}>
        {painted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </AppTree>
    </BrowserRouter>
  );
}

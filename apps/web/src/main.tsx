import './libraries.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { enterPlace, loadPlace, preparePlace } from './app/page-routes.tsx';
import { initializeAuth, STARTUP_AUTH_WAIT_MS } from './features/account/initialize-auth.ts';
import { queryClient } from './lib/query-client.ts';
import { seedServerState } from './lib/server-state.ts';
import './ui/tokens.css';
import './ui/global.css';

const delay = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Startup (spec §2): ask for persistent storage (errors ignored); if a token is stored,
 * confirm it (errors ignored: the app starts either way); then mount.
 *
 * A public page comes rendered by the server (docs/decisions/0155-server-rendering.md), as a
 * shopper who is not signed in sees it (the room planner comes as its frame, which it fills once
 * the binder is read: docs/decisions/0166-the-frame-of-browser-rendered-pages.md): it is
 * hydrated, with the data it was rendered from, as soon as its code is in (its controls are
 * disabled until then: ui/until-hydrated.tsx), and the
 * session (and what else this browser keeps: the binder, the paint colour) is applied after.
 * Its code is fetched after its first paint (public/after-paint.js), and it is hydrated as a
 * transition: React yields to the browser every few milliseconds instead of holding the page for
 * the whole render (docs/decisions/0164-scripts-after-the-first-paint.md).
 *
 * The other pages are rendered here: the first render waits for the stored session (a few
 * seconds at most) and the page's code, so that it replaces index.html's header with the whole
 * page, not with an empty frame.
 */
const start = async (): Promise<void> => {
  navigator.storage?.persist?.().catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasAttribute('data-ssr')) {
    seedServerState(queryClient);
    enterPlace(window.location);
    void initializeAuth();
    // A page whose code cannot be loaded is hydrated all the same: its boundary says so.
    await loadPlace(window.location).catch(() => undefined);
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  await Promise.all([Promise.race([initializeAuth(), delay(STARTUP_AUTH_WAIT_MS)]), preparePlace(window.location)]);
  // As a transition too: the page shows when it is rendered whole either way (index.html's header
  // stays until then), and the browser is not held for all of it at once (the planner's walls).
  const page = createRoot(root);
  startTransition(() => {
    page.render(app);
  });
};

void start();

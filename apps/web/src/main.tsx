import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preparePlace } from './app/page-routes.tsx';
import { initializeAuth, STARTUP_AUTH_WAIT_MS } from './features/account/initialize-auth.ts';
import './ui/tokens.css';
import './ui/global.css';

const delay = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Startup (spec §2): ask for persistent storage (errors ignored); if a token is stored,
 * confirm it (errors ignored: the app starts either way, and a slow answer delays the first
 * paint by a few seconds at most); then mount. The first render waits for the first page's
 * code too (and the page's own start, such as the store's cabinets, begins at once), so that
 * it replaces index.html's header with the whole page, not with an empty frame.
 */
const start = async (): Promise<void> => {
  navigator.storage?.persist?.().catch(() => undefined);
  await Promise.all([Promise.race([initializeAuth(), delay(STARTUP_AUTH_WAIT_MS)]), preparePlace(window.location)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();

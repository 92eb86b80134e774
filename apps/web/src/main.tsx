import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initializeAuth, STARTUP_AUTH_WAIT_MS } from './features/account/initialize-auth.ts';
import './ui/tokens.css';
import './ui/global.css';

const delay = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Startup (spec §2): ask for persistent storage (errors ignored); if a token is stored,
 * confirm it (errors ignored: the app starts either way, and a slow answer delays the first
 * paint by a few seconds at most); then mount.
 */
const start = async (): Promise<void> => {
  navigator.storage?.persist?.().catch(() => undefined);
  await Promise.race([initializeAuth(), delay(STARTUP_AUTH_WAIT_MS)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();

import { Outlet } from 'react-router';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { RouteEffects } from './route-effects.tsx';
import { ShellDialogs } from './shell-dialogs.tsx';
import { RateLimitBanner } from './rate-limit-banner.tsx';
import { SessionEffects } from '../../features/account/session-effects.tsx';
import styles from './root-layout.module.css';

export function RootLayout() {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <RouteEffects />
      <SessionEffects />
      <Header />
      <RateLimitBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ShellDialogs />
    </>
  );
}

import type { ReactNode } from 'react';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { RouteEffects } from './route-effects.tsx';
import { ShellDialogs } from './shell-dialogs.tsx';
import { RateLimitBanner } from './rate-limit-banner.tsx';
import { SessionEffects } from '../../features/account/session-effects.tsx';
import { UntilHydrated } from '../../ui/until-hydrated.tsx';
import styles from './root-layout.module.css';

/** The frame of every page: header, footer, the shell's dialogs and the rules applied on each navigation. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <RouteEffects />
      <SessionEffects />
      {/* The frame's and the page's controls wait for hydration; the rate-limit banner, a live
          region, stays outside them (a dialog hides what is not live while it is open). */}
      <UntilHydrated>
        <Header />
      </UntilHydrated>
      <RateLimitBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <noscript>
          <p className={styles.noscript}>
            JavaScript is turned off in this browser: you can browse the cabinets and read every page, but adding
            cabinets to your binder and checking out need it.
          </p>
        </noscript>
        <UntilHydrated>{children}</UntilHydrated>
      </main>
      <UntilHydrated>
        <Footer />
      </UntilHydrated>
      <ShellDialogs />
    </>
  );
}

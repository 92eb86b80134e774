import { test as base, expect } from '@playwright/test';

interface GuardOptions {
  /** URLs a test makes fail on purpose: the browser's own "Failed to load resource" log for them is expected. */
  allowedHttpErrors: RegExp[];
  /** Errors a test causes on purpose that the page reports on its console. */
  allowedConsoleErrors: RegExp[];
  /**
   * Another origin a test deliberately navigates to (a stand-in for a payment provider's hosted
   * page). Only navigations to it and requests its own pages make are allowed: a store page
   * requesting anything from it still fails the test.
   */
  allowedNavigationOrigins: string[];
}

/**
 * Every page in every test fails on a console error or warning and on any request that
 * leaves the store's own origin (spec: fonts, icons and images are ours).
 */
export const test = base.extend<GuardOptions & { guard: undefined }>({
  allowedHttpErrors: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  allowedNavigationOrigins: [[], { option: true }],
  guard: [
    async ({ page, baseURL, allowedHttpErrors, allowedConsoleErrors, allowedNavigationOrigins }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const consoleErrors: string[] = [];
      const foreignRequests: string[] = [];
      page.on('console', (message) => {
        // A warning is a problem too: the production build logs none, and one that appears
        // is ours or comes from a library's development code reaching the build.
        if (message.type() === 'warning') return consoleErrors.push(`warning: ${message.text()}`);
        if (message.type() !== 'error') return;
        const failedLoad = message.text().startsWith('Failed to load resource');
        if (failedLoad && allowedHttpErrors.some((pattern) => pattern.test(message.location().url))) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return;
        const elsewhere = allowedNavigationOrigins.find((allowed) => url.startsWith(`${allowed}/`));
        if (elsewhere && (request.isNavigationRequest() || request.frame().url().startsWith(`${elsewhere}/`))) return;
        foreignRequests.push(url);
      });
      await use(undefined);
      expect(foreignRequests, 'requests that left the store origin').toEqual([]);
      expect(consoleErrors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, SITE_ROUTES, isSitePath, pageTitle } from '../../src/common/site-routes.ts';

describe('site routes (spec §2)', () => {
  it("titles pages '<Page> | <store name>'", () => {
    expect(pageTitle(SITE_ROUTES.faq, 'Acme Cabinets')).toBe('FAQ | Acme Cabinets');
    expect(pageTitle(NOT_FOUND_ROUTE, 'Acme Cabinets')).toBe('Page Not Found | Acme Cabinets');
  });

  it('gives the home page the brand title', () => {
    expect(pageTitle(SITE_ROUTES.home, 'Acme Cabinets')).toMatch(/^Acme Cabinets \| /);
  });

  it('knows every page path, with tokens, and nothing else', () => {
    for (const path of [
      '/',
      '/store',
      '/checkout',
      '/payment-confirmation',
      '/policies',
      '/visit',
      '/faq',
      '/design-support',
      '/contractor-program',
      '/verify-email/abc123',
      '/reset-password',
      '/reset-password/xyz',
      '/faq/',
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
    for (const path of ['/nope', '/store/extra', '/verify-email', '/verify-email/a/b', '/FAQ']) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, SITE_ROUTES, pageTitle, siteRouteOf } from '../../src/common/site-routes.ts';

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
      expect(siteRouteOf(path), path).toBeDefined();
    }
    for (const path of ['/nope', '/store/extra', '/verify-email', '/verify-email/a/b', '/FAQ']) {
      expect(siteRouteOf(path), path).toBeUndefined();
    }
  });
});

describe('siteRouteOf', () => {
  it('names the route a path is a page of, and none for any other path', () => {
    expect(siteRouteOf('/')).toBe(SITE_ROUTES.home);
    expect(siteRouteOf('/store/')).toBe(SITE_ROUTES.store);
    expect(siteRouteOf('/reset-password')).toBe(SITE_ROUTES.resetPassword);
    expect(siteRouteOf('/reset-password/abc')).toBe(SITE_ROUTES.resetPasswordWithToken);
    expect(siteRouteOf('/cabinets/shaker/b24')).toBe(SITE_ROUTES.cabinet);
    expect(siteRouteOf('/staff/orders/12')).toBe(SITE_ROUTES.staffRecord);
    expect(siteRouteOf('/nope')).toBeUndefined();
  });
});

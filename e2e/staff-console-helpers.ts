import crypto from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PlacedOrder } from '@rta/domain/order-api';
import { expect } from './fixtures.ts';
import { PASSWORD, createAccount } from './account-helpers.ts';
import { grantRole } from './account-database.ts';

/** Logs in through the API and makes the page start with that session (spec §2 Startup step 3). */
export const startSignedIn = async (page: Page, request: APIRequestContext, email: string) => {
  const fingerprint = `e2e-${crypto.randomUUID()}`;
  const login = await request.post('/api/login', { data: { email, password: PASSWORD }, headers: { 'x-device-fingerprint': fingerprint } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript(
    ([storedToken, storedFingerprint]) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('token', storedToken);
      localStorage.setItem('deviceFingerprint', storedFingerprint);
      localStorage.setItem('hasLoggedIn', 'true');
      localStorage.setItem('lastActivity', String(Date.now()));
    },
    [token, fingerprint] as const,
  );
  return { token, headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint } };
};

/** A Sales User's account, signed in on its own page in a browser context of its own. */
export const staffPage = async (browser: Browser, request: APIRequestContext, firstName = 'Sam') => {
  const staff = await createAccount(request, { firstName, lastName: 'Seller' });
  await grantRole(staff.email, 'Sales User');
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, request, staff.email);
  return { ...staff, page, close: () => context.close() };
};

/** A verified customer with a placed pickup order: B12 in Naval, and W3030GD under the label 'Island'. */
export const customerWithOrder = async (request: APIRequestContext, firstName = 'Olive') => {
  const customer = await createAccount(request, { firstName, lastName: 'Oakley' });
  const fingerprint = `e2e-${crypto.randomUUID()}`;
  const login = await request.post('/api/login', { data: { email: customer.email, password: PASSWORD }, headers: { 'x-device-fingerprint': fingerprint } });
  const { token } = (await login.json()) as { token: string };
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    data: {
      cart: {
        items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 2, selectedColor: { code: '6244' } }],
        labels: [{ id: 'l', name: 'Island', isLabel: true, items: [{ id: 'b', group: 'Shaker', name: 'W3030GD', quantity: 1, selectedColor: null }] }],
        preAssembly: false,
      },
      details: { customerName: `${firstName} Oakley`, billingAddress: '12 Elm St, Springfield, IL 62701', phone: '(217) 555-0199', fulfilment: 'pickup' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { ...customer, order: ((await placed.json()) as PlacedOrder).order };
};

import crypto from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { PlacedOrder } from '@rta/domain/api/orders';
import { expect } from './fixtures.ts';
import { createAccount, logInThroughApi, startSignedIn } from './account-helpers.ts';
import { grantRole } from './account-database.ts';

/** A staff member's account (a Sales User unless told), signed in on its own page in a browser context of its own. */
export const staffPage = async (
  browser: Browser,
  request: APIRequestContext,
  firstName = 'Sam',
  role: 'Sales User' | 'Store Admin' = 'Sales User',
) => {
  const staff = await createAccount(request, { firstName, lastName: 'Seller' });
  await grantRole(staff.email, role);
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, request, staff.email);
  return { ...staff, page, close: () => context.close() };
};

/** A verified customer with a placed pickup order: B12 in Naval, and W3030GD under the label 'Island'. */
export const customerWithOrder = async (request: APIRequestContext, firstName = 'Olive') =>
  placeOrderAs(request, await createAccount(request, { firstName, lastName: 'Oakley' }));

/** A pickup order placed by a verified account (a staff member's too): B12 in Naval, and W3030GD under the label 'Island'. */
export const placeOrderAs = async <Account extends { email: string; firstName: string }>(
  request: APIRequestContext,
  customer: Account,
) => {
  const { firstName } = customer;
  const { headers } = await logInThroughApi(request, customer.email);
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    data: {
      cart: {
        items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 2, selectedColor: { code: '6244' } }],
        labels: [
          {
            id: 'l',
            name: 'Island',
            isLabel: true,
            items: [{ id: 'b', group: 'Shaker', name: 'W3030GD', quantity: 1, selectedColor: null }],
          },
        ],
        preAssembly: false,
      },
      details: {
        customerName: `${firstName} Oakley`,
        billingAddress: '12 Elm St, Springfield, IL 62701',
        phone: '(217) 555-0199',
        fulfilment: 'pickup',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { ...customer, order: ((await placed.json()) as PlacedOrder).order };
};

/** A Trade Pro application as the registration form sends it (spec §7), signed in when headers are given. */
export const sendTradeApplication = async (
  request: APIRequestContext,
  email: string,
  companyName: string,
  headers: Record<string, string> = {},
) => {
  const response = await request.post('/api/contact', {
    headers,
    data: {
      formType: 'trade_pro_registration',
      context: 'trade_pro_registration',
      application: {
        companyName,
        companyDescription: 'Kitchen and bath remodels across the county since 2012.',
        location: 'Springfield, IL',
        website: 'oakandsons.example',
        ownerName: 'Gus Oak',
        email,
        phone: '2175550199',
        preferredContact: 'email',
        yearsInBusiness: 12,
        annualRevenue: '500k-1m',
        projectsPerYear: 40,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};

import crypto from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Project } from '@rta/domain/api/projects';
import { expect } from './fixtures.ts';

/** Meets every signup rule of spec §5. Projects need sign-in, not a verified address. */
const PASSWORD = 'Walnut#Cab42';
const API_DEVICE = 'projects-e2e-api-device-0001';

export const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});

/** A fresh account made through the API. */
export const createShopper = async (request: APIRequestContext, firstName: string) => {
  const email = `projects-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const signup = await request.post('/api/signup', {
    data: { email, firstName, lastName: 'Tester', password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  return { email, firstName };
};

/** Logs in through the header's Signup/Login dialog, as a shopper does. */
export const logIn = async (page: Page, shopper: { email: string; firstName: string }): Promise<void> => {
  await page.getByRole('button', { name: 'Signup/Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: `${shopper.firstName}'s Menu` })).toBeVisible();
};

/** The same account's projects read and written over the API, as another device would. */
export const projectsApi = async (request: APIRequestContext, email: string) => {
  const login = await request.post('/api/login', {
    headers: { 'x-device-fingerprint': API_DEVICE },
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-device-fingerprint': API_DEVICE };
  return {
    list: async (): Promise<Project[]> =>
      ((await (await request.get('/api/projects', { headers })).json()) as { projects: Project[] }).projects,
    create: async (name: string, cartData: unknown): Promise<Project> => {
      const response = await request.post('/api/projects', { headers, data: { name, cartData } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { project: Project }).project;
    },
    remove: async (id: string): Promise<void> =>
      expect((await request.delete(`/api/projects/${id}`, { headers })).status()).toBe(200),
  };
};

/** The project bar inside the open binder panel. */
export const projectBar = (panel: Locator): Locator => panel.getByRole('region', { name: 'Project' });

/** Opens the project menu and picks an entry ('No Project Selected', '+ Create Project' or 'Name (N items)'). */
export const pickProject = async (page: Page, panel: Locator, entry: string | RegExp): Promise<void> => {
  await projectBar(panel)
    .getByRole('button', { name: /^Project: / })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu
    .getByRole('menuitemradio', { name: entry })
    .or(menu.getByRole('menuitem', { name: entry }))
    .click();
};

/** Items of a project, by name, counting those in labels. */
export const projectItems = (project: Project | undefined) =>
  project
    ? [...project.cartData.items, ...project.cartData.labels.flatMap((label) => label.items)].map(
        (item) => `${item.name}×${item.quantity}`,
      )
    : [];

export const expectNoSeriousAxeViolations = async (page: Page, selector: string): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

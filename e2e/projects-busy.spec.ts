import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { makeItem, openBinder, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';
import { createShopper, logIn, pickProject, projectBar, projectsApi } from './project-helpers.ts';

/**
 * Spec §2 Project bar: while the server works, 'Create Project' reads 'Creating...', Save
 * 'Saving...' and Delete 'Deleting...'. Each request is held at the browser's network
 * boundary until the busy text has been seen, then let through to the real server.
 */
const hold = async (
  page: Page,
  pattern: string,
  method: string,
  wanted: (body: Record<string, unknown>) => boolean = () => true,
) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    const request = route.request();
    if (request.method() !== method || !wanted((request.postDataJSON() as Record<string, unknown> | null) ?? {}))
      return route.fallback();
    await released;
    return route.continue();
  });
  return release;
};

test("the create, rename and delete buttons say 'Creating...', 'Saving...' and 'Deleting...' while busy", async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, 'Beth');
  const api = await projectsApi(request, shopper.email);
  await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'))] });
  await logIn(page, shopper);
  const panel = await openBinder(page);
  const bar = projectBar(panel);

  let release = await hold(page, '**/api/projects', 'POST');
  await pickProject(page, panel, '+ Create Project');
  const create = page.getByRole('dialog', { name: 'Create Project' });
  await create.getByLabel('Project Name').fill('Mudroom');
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(create.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  release();
  await expect(create).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Project: Mudroom' })).toBeVisible();

  // Only the rename is held: an auto-save on the same path (cart_data) goes straight through.
  release = await hold(page, '**/api/method/wbc_ecomm.api.update_project/*', 'PUT', (body) => 'name' in body);
  await bar.getByRole('button', { name: 'Rename project Mudroom' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Project' });
  await rename.getByLabel('Project Name').fill('Boot room');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(rename).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Project: Boot room' })).toBeVisible();

  release = await hold(page, '**/api/projects/*', 'DELETE');
  await bar.getByRole('button', { name: 'Delete project Boot room' }).click();
  const remove = page.getByRole('alertdialog', { name: "Delete 'Boot room'" });
  await remove.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(remove.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  release();
  await expect(remove).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Project: No Project Selected' })).toBeVisible();
  expect(await api.list()).toEqual([]);
});

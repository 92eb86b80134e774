import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog, seriousViolations } from './account-helpers.ts';

// Opening the profile also loads the order history, which answers 404 when there are no orders (spec §7).
test.use({ allowedHttpErrors: [/\/api\/orders\/user$/] });

/** Spec §2 'plus a profile palette', §4 Palette: toggled, closed by a choice, remembered per user. */
test('the profile palette toggles, closes when a colour is chosen, and the store paints in it', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Pia' });
  await page.goto('/');
  await logInThroughDialog(page, email, 'Pia');
  await page.getByRole('button', { name: "Pia's Menu" }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await profile.getByRole('tab', { name: 'Profile Information' }).click();

  const mine = profile.getByRole('region', { name: 'Your paint colour' });
  await expect(mine).toContainText('None chosen: cabinets come unfinished');
  const toggle = mine.getByRole('button', { name: 'Choose paint colour' });
  const palette = profile.getByRole('region', { name: 'Paint colour', exact: true });
  await expect(palette).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(palette).toBeVisible();
  await toggle.click();
  await expect(palette).toBeHidden();
  await toggle.click();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Choosing from the profile source closes the palette (spec §4).
  await palette.getByRole('radio', { name: 'Naval (SW 6244)' }).click();
  await expect(palette).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mine).toContainText('Naval (SW 6244)');
  const remembered = await page.evaluate((key) => localStorage.getItem(key), `selectedColor:${email.toLowerCase()}`);
  expect(JSON.parse(remembered ?? 'null')).toMatchObject({
    selectedColor: { name: 'Naval' },
    timestamp: expect.any(Number),
  });

  // The store shows and paints in the colour chosen in the profile.
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('button', { name: 'Paint: Naval (SW 6244)' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Paint preview/ })
      .getByRole('img', { name: /painted Naval/ })
      .first(),
  ).toBeVisible();
});

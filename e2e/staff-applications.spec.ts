import { test, expect } from './fixtures.ts';
import { createAccount, latestMail, seriousViolations, startSignedIn, uniqueEmail } from './account-helpers.ts';
import { expectToast } from './store-helpers.ts';
import { NAVAL, makeItem, money, openBinder, rowNamed, rowsOf } from './binder-helpers.ts';
import { grantRole } from './account-database.ts';
import { sendTradeApplication, staffPage } from './staff-console-helpers.ts';

/** Issue 9, trade-pro applications: approve with a tier, and the applicant's binder shows the discount. */
test('staff approve an application with Gold, then the applicant’s binder shows the tier discount', async ({
  page,
  request,
  browser,
}) => {
  const applicant = await createAccount(request, { firstName: 'Gus' });
  const company = `Oak & Sons ${applicant.email.slice(0, 14)}`;
  const session = await startSignedIn(page, request, applicant.email);
  await sendTradeApplication(request, applicant.email, company, session.headers);

  // Before: the binder at full price, no badge.
  const w1230 = rowNamed(await rowsOf(request, 'Wall'), 'W1230');
  const binder = { items: [makeItem(w1230, { color: NAVAL, quantity: 2 })], labels: [], preAssembly: false };
  expect((await request.put('/api/cart', { headers: session.headers, data: binder })).status()).toBe(200);
  await page.goto('/store');
  let footer = (await openBinder(page)).getByRole('contentinfo');
  await expect(footer).toContainText(money((w1230.currency_price + w1230.data_pprice) * 2));
  await expect(footer.getByText(/Trade Pro: -/)).toHaveCount(0);

  // Staff find it among the pending applications and approve it at Gold.
  const staff = await staffPage(browser, request);
  const desk = staff.page;
  await desk.goto('/staff/applications');
  await expect(desk.getByRole('heading', { level: 2, name: 'Trade Pro Applications' })).toBeVisible();
  await expect(desk.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  expect(await seriousViolations(desk, 'main')).toEqual([]);
  await desk.getByRole('link', { name: company }).click();
  await expect(desk.getByRole('heading', { level: 2, name: new RegExp(company) })).toContainText('Pending');
  await expect(desk.getByRole('region', { name: 'Account' })).toContainText(applicant.email);
  expect(await seriousViolations(desk, 'main')).toEqual([]);
  await desk.getByRole('button', { name: 'Approve application' }).click();
  await expect(desk.getByText('Choose the tier: Bronze, Silver or Gold.')).toBeVisible();
  await desk.getByLabel('Gold (40% off item prices)').check();
  await desk.getByRole('button', { name: 'Approve application' }).click();
  await expectToast(desk, 'Application approved: the applicant is now a Gold Trade Pro.');
  const decision = desk.getByRole('region', { name: 'Decision' });
  await expect(decision).toContainText('Approved: Gold tier');
  await expect(decision).toContainText(staff.email);
  await expect(desk.getByRole('button', { name: 'Approve application' })).toHaveCount(0);
  await expect(desk.getByRole('region', { name: 'Account' })).toContainText('Contractor User Gold');
  await staff.close();

  const mail = await latestMail(request, applicant.email, /Trade Pro application is approved/);
  expect(mail.to).toBe(applicant.email);

  // The applicant's next binder refresh (the next page load reads the user afresh) carries Gold.
  await page.reload();
  footer = (await openBinder(page)).getByRole('contentinfo');
  await expect(footer.getByText('Gold Trade Pro: -40%')).toBeVisible();
  const discountedUnit = Math.round((w1230.currency_price * 60) / 100);
  await expect(footer.getByRole('definition').first()).toHaveText(
    money((w1230.currency_price + w1230.data_pprice) * 2),
  );
  await expect(footer.getByRole('definition').last()).toHaveText(money((discountedUnit + w1230.data_pprice) * 2));
});

test.describe('refusals', () => {
  // The approval refused on purpose logs its 409 in the browser console.
  test.use({ allowedHttpErrors: [/\/api\/staff\/applications\/[^/]+\/approve$/] });

  test('declining needs a reason, and an applicant without an account cannot be approved yet', async ({
    page,
    request,
  }) => {
    const staff = await createAccount(request, { firstName: 'Vera' });
    await grantRole(staff.email, 'Store Admin');
    const declined = `Declined Co ${uniqueEmail().slice(0, 10)}`;
    const noAccount = `Ghost Co ${uniqueEmail().slice(0, 10)}`;
    const declinedEmail = uniqueEmail('declined');
    await sendTradeApplication(request, declinedEmail, declined);
    await sendTradeApplication(request, uniqueEmail('ghost'), noAccount);
    await startSignedIn(page, request, staff.email);

    await page.goto('/staff/applications');
    await page.getByRole('link', { name: noAccount }).click();
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('must sign up with this address');
    await page.getByLabel('Bronze (20% off item prices)').check();
    await page.getByRole('button', { name: 'Approve application' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Ask the applicant to sign up with this address, then approve the application again.' })
        .first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to applications' }).click();
    await page.getByRole('link', { name: declined }).click();
    const reason = page.getByLabel('Reason (sent to the applicant)');
    await page.getByRole('button', { name: 'Decline application' }).click();
    await expect(page.getByText('Please give the reason for declining.')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.fill('We could not verify the business licence.');
    await page.getByRole('button', { name: 'Decline application' }).click();
    await expectToast(page, 'Application declined; the applicant has been e-mailed.');
    await expect(page.getByRole('region', { name: 'Decision' })).toContainText(
      'We could not verify the business licence.',
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const mail = await latestMail(request, declinedEmail, /your Trade Pro application$/);
    expect(mail.subject).toContain('Trade Pro application');

    // The filter shows it among the declined ones.
    await page.getByRole('link', { name: 'Back to applications' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('declined');
    await expect(page.getByRole('link', { name: declined })).toBeVisible();
    await expect(page.getByRole('link', { name: noAccount })).toHaveCount(0);
  });
});

import { test, expect } from './fixtures.ts';
import { expectToast } from './store-helpers.ts';
import { expectAccessible, outboxTo, signedInAs, submitAndCapture, SUCCESS } from './support-helpers.ts';

test.describe('order support', () => {
  test('asks a visitor to log in, or to ask a general question instead', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Question about an order?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Support' });
    await expect(dialog).toContainText('Log in to choose the order your question is about.');
    await expect(dialog.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Ask a general question instead' }).click();
    await expect(page.getByRole('dialog', { name: 'General Inquiry' })).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ allowedHttpErrors: [/\/api\/orders\/user$/] });

    test('says there are no orders, and cannot be sent without one', async ({ page, request }) => {
      const { email } = await signedInAs(page, request);
      await Promise.all([page.waitForResponse((r) => r.url().includes('/api/user') && r.ok()), page.goto('/faq')]);
      const [orders] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/orders/user')),
        page.getByRole('button', { name: 'Question about an order?' }).click(),
      ]);
      expect(orders.status()).toBe(404);
      const dialog = page.getByRole('dialog', { name: 'Order Support' });
      await expect(dialog.getByLabel('Name')).toHaveValue('Rosa Parks');
      await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
      await expect(dialog.getByLabel('E-mail')).toHaveAttribute('readonly', '');
      const order = dialog.getByLabel('Order', { exact: true });
      await expect(order).toBeDisabled();
      await expect(order.locator('option:checked')).toHaveText('You have no orders yet');
      await expect(dialog.getByLabel('Subject')).toHaveAttribute('readonly', '');
      await expectAccessible(page);

      await dialog.getByLabel('Message').fill('Where is my order? It was due last week.');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog.getByText('Please select an order')).toBeVisible();
      await dialog.getByRole('button', { name: 'Ask a general question instead' }).click();
      await expect(page.getByRole('dialog', { name: 'General Inquiry' }).getByLabel('E-mail')).toHaveValue(email);
    });
  });
});

test.describe('order support with an order', () => {
  test('choosing the order sets the subject, and the message reaches the store', async ({ page, request }) => {
    const outbox = await outboxTo(request, 'nobody@example.com');
    test.skip(
      outbox === null,
      'placing an order needs a verified account, whose link is read at /dev/mail (NODE_ENV test)',
    );
    const { email, token, fingerprint } = await signedInAs(page, request, { verified: true });
    const placed = await request.post('/api/orders', {
      headers: {
        authorization: `Bearer ${token}`,
        'x-device-fingerprint': fingerprint,
        'idempotency-key': `support-${Date.now()}`,
      },
      data: {
        cart: {
          items: [{ id: 'line-1', group: 'Shaker', name: 'B12', quantity: 1, selectedColor: null }],
          labels: [],
          preAssembly: false,
        },
        details: {
          customerName: 'Rosa Parks',
          billingAddress: '12 Elm Street, Peoria, IL 61602',
          phone: '3095550100',
          fulfilment: 'pickup',
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string } };
    const shown = order.id.replace(/^RTA-ORD-/, '');

    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/user') && r.ok()), page.goto('/faq')]);
    await page.getByRole('button', { name: 'Question about an order?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Support' });
    const select = dialog.getByLabel('Order', { exact: true });
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).toHaveText([
      'Select an order',
      new RegExp(`^#${shown} · .+ · Pending payment$`),
    ]);
    await select.selectOption(order.id);
    await expect(dialog.getByLabel('Subject')).toHaveValue(`Order Support - #${shown}`);
    await dialog.getByLabel('Message').fill('Can I add a filler strip to this order before pickup?');
    const { sent, status } = await submitAndCapture(page, dialog, 'Send Message');
    expect(status).toBe(201);
    expect(sent).toMatchObject({
      context: 'order_support',
      priority: 'high',
      email,
      subject: `Order Support - #${shown}`,
      details: { orderId: order.id },
    });
    await expectToast(page, SUCCESS);
    const toStore = (await outboxTo(request, 'support@localhost')) ?? [];
    expect(toStore.map((mail) => mail.subject)).toContain(`[Order Support] Order Support - #${shown}`);
  });
});

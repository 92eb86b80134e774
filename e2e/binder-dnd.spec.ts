import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  itemRow,
  labelSection,
  makeItem,
  makeLabel,
  openBinder,
  rowNamed,
  rowsOf,
  seedBinder,
  stored,
} from './binder-helpers.ts';

/** Where each SKU sits: the main binder (null) or a label's name. */
const places = async (page: Page) => {
  const binder = await stored(page);
  return Object.fromEntries([
    ...binder.items.map((item) => [item.name, null]),
    ...binder.labels.flatMap((label) => label.items.map((item) => [item.name, label.name])),
  ]) as Record<string, string | null>;
};

/**
 * Picks up the focused handle from the keyboard. dnd-kit's keyboard sensor starts listening
 * for the arrows in a zero-delay timer after the pick-up; a key the browser handles before
 * that timer (input runs ahead of timers) would be lost, which no hand is fast enough to
 * do. The page's own zero-delay timer, queued after the sensor's, runs after it: an
 * ordering barrier, not a pause.
 */
const pickUp = async (page: Page, key: 'Space' | 'Enter'): Promise<void> => {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise<void>((resolve) => window.setTimeout(resolve)));
};

/** A pointer drag from an item's handle to a point inside a drop zone, in small steps as a hand would. */
const dragTo = async (page: Page, handle: Locator, target: Locator): Promise<void> => {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 30), { steps: 12 });
  await page.mouse.up();
};

/**
 * Returns once the binder's edge auto-scroll timer, a 16 ms interval (DRAG_SCROLL.tickMs) started
 * with the drag, has ticked `count` more times: a page interval of the same period, started after
 * it, fires after each of its ticks. An ordering barrier, as in pickUp, not a pause.
 */
const afterAutoScrollTicks = (page: Page, count: number): Promise<void> =>
  page.evaluate(
    (ticks) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const timer = window.setInterval(() => {
          seen += 1;
          if (seen > ticks) {
            window.clearInterval(timer);
            resolve();
          }
        }, 16);
      }),
    count,
  );

test.describe('moving items by drag and drop', () => {
  // Tall enough that every zone is in sight; the auto-scroll test below covers far targets.
  test.use({ viewport: { width: 1280, height: 1100 } });

  test.beforeEach(async ({ page, request }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, {
      items: [makeItem(rowNamed(base, 'B12'), { id: 'b12' }), makeItem(rowNamed(base, 'B15'), { id: 'b15' })],
      labels: [
        makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B18'), { id: 'b18' })]),
        makeLabel('l', 'Laundry', []),
      ],
    });
  });

  test('with a pointer: into a label, between labels, and back to the main binder', async ({ page }) => {
    const panel = await openBinder(page);
    await dragTo(page, panel.getByRole('button', { name: 'Drag B12' }), labelSection(panel, 'Laundry'));
    await expect(itemRow(labelSection(panel, 'Laundry'), 'B12')).toBeVisible();
    expect(await places(page)).toEqual({ B15: null, B18: 'Kitchen', B12: 'Laundry' });

    await dragTo(page, panel.getByRole('button', { name: 'Drag B18' }), labelSection(panel, 'Laundry'));
    await expect(itemRow(labelSection(panel, 'Laundry'), 'B18')).toBeVisible();
    await expect(labelSection(panel, 'Kitchen')).toContainText('0 items');

    await dragTo(
      page,
      panel.getByRole('button', { name: 'Drag B12' }),
      panel.getByRole('region', { name: 'Main binder' }),
    );
    await expect(itemRow(panel.getByRole('region', { name: 'Main binder' }), 'B12')).toBeVisible();
    expect(await places(page)).toEqual({ B15: null, B12: null, B18: 'Laundry' });
    const moved = (await stored(page)).items.find((item) => item.name === 'B12');
    expect(moved).not.toHaveProperty('labelId');
  });

  test('dropping outside any zone, or where it came from, changes nothing', async ({ page }) => {
    const panel = await openBinder(page);
    const before = await stored(page);
    // Each drop has been taken (the end of the drag is announced, after the binder would have
    // been changed and saved) before anything is compared.
    await dragTo(
      page,
      panel.getByRole('button', { name: 'Drag B12' }),
      panel.getByRole('button', { name: 'Create Label' }),
    );
    await expect(panel.getByText('The item was dropped outside any drop area.')).toBeAttached();
    expect(await stored(page)).toEqual(before);
    await expect(itemRow(panel.getByRole('region', { name: 'Main binder' }), 'B12')).toBeVisible();

    await dragTo(page, panel.getByRole('button', { name: 'Drag B18' }), labelSection(panel, 'Kitchen'));
    await expect(panel.getByText('B18 was dropped in label Kitchen.')).toBeAttached();
    expect(await stored(page)).toEqual(before);
    await expect(itemRow(labelSection(panel, 'Kitchen'), 'B18')).toBeVisible();
  });

  test('with the keyboard alone: Space to pick up, arrows to choose, Space to drop, Escape to cancel', async ({
    page,
  }) => {
    const panel = await openBinder(page);
    const handle = panel.getByRole('button', { name: 'Drag B12' });
    await handle.focus();
    await expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    await expect(page.getByText(/press Space or Enter to pick it up/)).toBeAttached();

    await pickUp(page, 'Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByText('B12 is over the main binder.')).toBeAttached();
    // Down from the main binder: Kitchen, then Laundry.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByText('B12 is over label Kitchen.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByText('B12 is over label Laundry.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(itemRow(labelSection(panel, 'Laundry'), 'B12')).toBeVisible();
    expect(await places(page)).toMatchObject({ B12: 'Laundry' });
    // The moved item keeps the focus, so the next move starts where the shopper is.
    await expect(labelSection(panel, 'Laundry').getByRole('button', { name: 'Drag B12' })).toBeFocused();

    await pickUp(page, 'Enter');
    await expect(panel.getByText('B12 is over label Laundry.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByText('B12 is over label Kitchen.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(panel.getByText('Moving B12 was cancelled.')).toBeAttached();
    await expect(panel).toBeVisible();
    expect(await places(page)).toMatchObject({ B12: 'Laundry' });

    await labelSection(panel, 'Laundry').getByRole('button', { name: 'Drag B12' }).focus();
    await pickUp(page, 'Enter');
    await expect(panel.getByText('B12 is over label Laundry.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByText('B12 is over label Kitchen.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByText('B12 is over the main binder.')).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(itemRow(panel.getByRole('region', { name: 'Main binder' }), 'B12')).toBeVisible();
    expect(await places(page)).toEqual({ B15: null, B12: null, B18: 'Kitchen' });
  });
});

test('dragging near the list edge scrolls it, up to 15 px per 16 ms, and not elsewhere', async ({ page, request }) => {
  const base = await rowsOf(request, 'Base');
  const rows = base.slice(0, 10);
  // 500 items in 50 labels: far taller than the window.
  const labels = Array.from({ length: 50 }, (_, l) =>
    makeLabel(
      `l${l}`,
      `Room ${l + 1}`,
      rows.map((row, i) => makeItem(row, { id: `i${l}-${i}`, quantity: 1 + ((l + i) % 3) })),
    ),
  );
  await seedBinder(page, { items: [makeItem(rowNamed(base, 'B36'), { id: 'top' })], labels });
  // 500 lines drawn at once: on a loaded machine that first render alone took over 7 s.
  const panel = await openBinder(page, { timeout: 20_000 });
  const scroller = panel.locator('[data-binder-scroller]');
  const box = await scroller.boundingBox();
  const handle = panel.getByRole('region', { name: 'Main binder' }).getByRole('button', { name: 'Drag B36' });
  const from = await handle.boundingBox();
  if (!box || !from) throw new Error('no list');
  const scrollTop = () => scroller.evaluate((element) => element.scrollTop);

  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, box.y + box.height / 2, { steps: 8 });
  // Being dragged (its place is announced), and the scroll timer has had its turns in the middle.
  await expect(panel.getByText(/^B36 is over /)).toBeAttached();
  await afterAutoScrollTicks(page, 20);
  expect(await scrollTop()).toBe(0);

  // 20 px inside the bottom edge: well inside the 100 px zone.
  await page.mouse.move(from.x + from.width / 2, box.y + box.height - 20, { steps: 4 });
  const startedAt = Date.now();
  await expect.poll(scrollTop).toBeGreaterThan(100);
  const scrolled = await scrollTop();
  const elapsed = Date.now() - startedAt;
  expect(scrolled).toBeLessThanOrEqual(15 * Math.ceil(elapsed / 16) + 15);

  // Back in the middle it stops; near the top it scrolls back up.
  await page.mouse.move(from.x + from.width / 2, box.y + box.height / 2, { steps: 4 });
  const stopped = await scrollTop();
  await afterAutoScrollTicks(page, 20);
  expect(await scrollTop()).toBe(stopped);
  await page.mouse.move(from.x + from.width / 2, box.y + 10, { steps: 4 });
  await expect.poll(scrollTop).toBeLessThan(stopped);
  await page.keyboard.press('Escape');
  await page.mouse.up();
});

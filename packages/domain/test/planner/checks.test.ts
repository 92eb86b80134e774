import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan, fitProblems } from '../../src/planner/checks.ts';
import { itemsById, wallLayout } from '../../src/planner/layout.ts';
import { parseLength } from '../../src/planner/lengths.ts';
import { PLANNER_MESSAGES } from '../../src/planner/messages.ts';
import type { Opening, Wall } from '../../src/planner/plan.ts';
import { catalogue, item, plan, wall } from './fixtures.ts';

const items = [
  item('B09', 9),
  item('B15', 9),
  item('B36', 9),
  item('SB36', 2),
  item('DB24', 9),
  item('B24', 9),
  item('BLS36', 2),
  item('BBC42', 2),
  item('P2496', 2),
  item('P1884', 2),
  item('W3030', 9),
  item('W3036', 9),
  item('W3042', 9),
  item('WDC2430', 2),
  item('BF3', 4),
];
const check = (...walls: Wall[]) => checkPlan(plan(...walls), items, catalogue());
const messages = (...walls: Wall[]) => check(...walls).map((f) => f.message);
/** The length a row finding starts with: `1 1/2" left on…`, `Base row is 2 1/2" longer…`. */
const inchesIn = (message: string): number => {
  const read = parseLength(message.replace(/^Base row is /, '').split(/ left| longer/)[0] ?? '');
  return read.ok ? read.inches : Number.NaN;
};
const kitchenRow = ['b36', 'sb36', { space: 'dishwasher', width: 24 }, 'db24'];
const window = (from: number, width: number, sill = 42, height = 36): Opening => ({
  id: `o${from}`,
  kind: 'window',
  from,
  width,
  sill,
  height,
});

describe('each row against its wall (issue 22)', () => {
  it('fits a B36, an SB36, a 24" dishwasher space and a DB24 exactly on a 120" wall', () => {
    expect(check(wall(120, { base: kitchenRow }))).toEqual([]);
  });

  it('at 121 1/2" leaves 1 1/2" and suggests one BF3', () => {
    const [finding] = check(wall(121.5, { base: kitchenRow }));
    expect(finding).toMatchObject({ severity: 'advice', row: 'base', fillers: [{ sku: 'BF3', count: 1 }] });
    expect(finding?.message).toBe('1 1/2" left on the base row of Wall A: one BF3 closes it.');
  });

  it('says a row is too long, as a fit problem', () => {
    const w = wall(117.5, { base: kitchenRow });
    expect(fitProblems(plan(w), items, catalogue()).map((f) => f.message)).toEqual([
      'Base row is 2 1/2" longer than Wall A.',
    ]);
  });

  it('says nothing of a gap under 1/8"', () => {
    expect(check(wall(120.0625, { base: kitchenRow }))).toEqual([]);
  });

  it('names the widest cabinet of the row that fits a wide gap', () => {
    expect(messages(wall(136, { base: kitchenRow }))).toEqual([
      '16" left on the base row of Wall A: wide enough for a cabinet (a B15 fits).',
    ]);
    expect(messages(wall(120, { base: kitchenRow, upper: ['w3036', 'w3036'] }))).toEqual([
      '60" left on the wall row of Wall A: wide enough for a cabinet (a W3036 fits).',
    ]);
  });

  it('suggests a vanity cabinet in a bathroom', () => {
    const bath = checkPlan(plan(wall(62, { base: ['vsb30'] })), [item('VSB30')], catalogue());
    expect(bath.map((f) => f.message)).toEqual([
      '32" left on the base row of Wall A: wide enough for a cabinet (a VSB30 fits).',
    ]);
  });

  it('closes a wall row gap with a wall filler as high as its cabinets', () => {
    const [finding] = check(wall(62, { upper: ['w3042', 'w3042'] }));
    expect(finding?.message).toBe('2" left on the wall row of Wall A: one WF342 closes it.');
  });

  it('keeps the sum: a row total plus its gap is the wall, or the wall plus what is too long', () => {
    const skus = ['b09', 'b15', 'b36', 'sb36', 'db24', 'bf3'];
    const widths: Record<string, number> = { b09: 9, b15: 15, b36: 36, sb36: 36, db24: 24, bf3: 3 };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...skus), { maxLength: 9 }),
        fc.integer({ min: 12 * 16, max: 300 * 16 }).map((n) => n / 16),
        (row, length) => {
          const w = wall(length, { base: row });
          const total = row.reduce((n, sku) => n + (widths[sku] ?? 0), 0);
          expect(wallLayout(w, itemsById(items)).baseEnd).toBe(total);
          const finding = check(w).find((f) => f.code === 'row-too-long' || f.code.startsWith('gap-'));
          const amount = finding ? inchesIn(finding.message) : 0;
          if (row.length === 0 || (total <= length && length - total < 0.125)) expect(finding).toBeUndefined();
          else if (total > length) expect(total - amount).toBe(length);
          else expect(total + amount).toBe(length);
        },
      ),
    );
  });
});

describe('wall and tall cabinets against the ceiling', () => {
  it('says when a cabinet does not fit under the ceiling, and when crown no longer fits', () => {
    expect(check(wall(120, { upper: ['w3030', 'w3030', 'w3030', 'w3030'] }))).toEqual([]);
    expect(messages(wall(120, { upper: ['w3042', 'w3042', 'w3042', 'w3042'] }, { ceiling: 94 }))).toEqual([
      'W3042 reaches 96", above the 94" ceiling of Wall A: choose a shorter one.',
    ]);
    expect(messages(wall(120, { upper: ['w3036', 'w3036', 'w3036', 'w3036'] }, { ceiling: 92 }))).toEqual([
      'Crown moulding (3" high) no longer fits above W3036 on Wall A: 2" is left under the ceiling.',
    ]);
    const tall = check(wall(24, { base: ['p2496'] }, { ceiling: 95 }));
    expect(tall.map((f) => [f.severity, f.code])).toEqual([['problem', 'above-ceiling']]);
  });
});

describe('corners', () => {
  it('wants a corner cabinet at the end of a wall where walls meet', () => {
    const a = wall(120, { base: ['b36', 'bls36', 'b36'] }, { joinsNext: true });
    const b = wall(120, { base: ['b36'] });
    expect(messages(a, b)).toContain(PLANNER_MESSAGES.cornerNotAtEnd('BLS36', 'Wall A'));
    const alone = wall(120, { base: ['bls36'] });
    expect(messages(alone)).toContain(PLANNER_MESSAGES.cornerNoMeeting('BLS36', 'Wall A'));
  });

  it('is content with a corner cabinet in the corner, a filler beside it', () => {
    const a = wall(81, { base: ['b36', 'bbc42', 'bf3'] }, { joinsNext: true });
    // The blind corner cabinet reaches its 24" depth into Wall B: its row starts there.
    const b = wall(96, { base: ['b36', 'b36'] }, { name: 'Wall B' });
    expect(check(a, b)).toEqual([]);
  });

  it('counts a lazy susan on both walls it stands between', () => {
    const a = wall(108, { base: ['b36', 'b36', 'bls36'] }, { joinsNext: true });
    expect(messages(a, wall(108, { base: ['b36', 'b36'] }, { name: 'Wall B' }))).toEqual([]);
    expect(messages(a, wall(108, { base: ['b36', 'b36', 'b36'] }, { name: 'Wall B' }))).toEqual([
      'Base row is 36" longer than Wall B.',
    ]);
    // The same corner, the lazy susan listed first on Wall B: Wall A must stop short of it.
    const first = wall(108, { base: ['b36', 'b36', 'b36'] }, { joinsNext: true });
    const second = wall(108, { base: ['bls36', 'b36', 'b36'] }, { name: 'Wall B' });
    expect(messages(first, second)).toEqual(['Base row is 36" longer than Wall A.']);
  });

  it('says when two rows run into each other in a corner without a corner cabinet', () => {
    const a = wall(72, { base: ['b36', 'b36'] }, { joinsNext: true });
    const b = wall(72, { base: ['b36', 'b36'] }, { name: 'Wall B' });
    expect(check(a, b).map((f) => f.message)).toEqual([PLANNER_MESSAGES.cornerCollision('base', 'Wall A', 'Wall B')]);
    const short = wall(96, { base: ['b36', 'b36'] }, { joinsNext: true });
    expect(check(short, b).map((f) => f.code)).toEqual(['gap-for-cabinet']);
  });
});

describe('windows and doors', () => {
  it('says a tall cabinet stands in front of a window and a wall cabinet hangs over one', () => {
    const w = wall(
      120,
      { base: ['b36', 'p2496', 'b36', 'b24'], upper: ['w3030', 'w3030'] },
      { openings: [window(36, 30)] },
    );
    expect(messages(w).filter((m) => /window/.test(m))).toEqual([
      PLANNER_MESSAGES.tallUnderWindow('P2496', 'Wall A'),
      PLANNER_MESSAGES.wallOverWindow('W3030', 'Wall A'),
    ]);
  });

  it('leaves the counter under a window alone, and says a base cabinet stands across a door', () => {
    const w = wall(120, { base: kitchenRow }, { openings: [window(36, 36)] });
    expect(check(w)).toEqual([]);
    const door: Opening = { id: 'd', kind: 'door', from: 90, width: 30, sill: 0, height: 80 };
    expect(messages(wall(120, { base: kitchenRow }, { openings: [door] }))).toEqual([
      PLANNER_MESSAGES.acrossDoor('DB24', 'Wall A'),
    ]);
  });
});

describe('kitchen planning guidelines, as advice', () => {
  it('wants the dishwasher within 36" of the sink', () => {
    const far = wall(120, { base: ['sb36', 'b36', 'b24', { space: 'dishwasher', width: 24 }] });
    expect(check(far).map((f) => [f.severity, f.code])).toEqual([['advice', 'dishwasher-far-from-sink']]);
    const near = wall(120, { base: ['sb36', 'b36', { space: 'dishwasher', width: 24 }, 'b24'] });
    expect(check(near)).toEqual([]);
  });

  it('wants no range under a window, and landing counter on both sides', () => {
    const range = { space: 'range', width: 30 };
    const good = wall(90, { base: ['b36', range, 'db24'] });
    expect(check(good)).toEqual([]);
    const short = wall(75, { base: ['b09', range, 'b36'] });
    expect(messages(short)).toEqual([PLANNER_MESSAGES.rangeLanding('Wall A', 9, 36)]);
    const windowed = wall(90, { base: ['b36', range, 'db24'] }, { openings: [window(40, 30)] });
    expect(messages(windowed)).toEqual([PLANNER_MESSAGES.rangeUnderWindow('Wall A')]);
  });

  it('says a dishwasher or range right beside a corner cabinet blocks it, and is content with a 3" filler between', () => {
    const wallB = wall(108, { base: ['b36', 'b36'] }, { name: 'Wall B' });
    for (const space of ['dishwasher', 'range'] as const) {
      const width = space === 'range' ? 30 : 24;
      const beside = wall(72 + width, { base: ['b36', { space, width }, 'bls36'] }, { joinsNext: true });
      const found = check(beside, wallB);
      expect(found.map((f) => [f.severity, f.code])).toEqual([['advice', 'appliance-by-corner']]);
      expect(found[0]?.message).toBe(PLANNER_MESSAGES.applianceByCorner(space, 'Wall A', 'BLS36'));
      const spaced = wall(75 + width, { base: ['b36', { space, width }, 'bf3', 'bls36'] }, { joinsNext: true });
      expect(check(spaced, wallB)).toEqual([]);
    }
    expect(PLANNER_MESSAGES.applianceByCorner('dishwasher', 'Wall A', 'BLS36')).toBe(
      "The dishwasher on Wall A is right beside the corner cabinet BLS36: opened, the dishwasher's door blocks the corner cabinet's door and drawers. Kitchen planning guidelines (NKBA) keep appliances clear of a corner: put a filler of at least 3\" between them, or move the dishwasher along the wall.",
    );
  });

  it('says so across the corner too: an appliance at the face of the other wall’s corner cabinet', () => {
    // The blind corner cabinet reaches 24" into Wall B, whose row starts at its face.
    const blind = wall(81, { base: ['b36', 'bbc42', 'bf3'] }, { joinsNext: true });
    const dishwasherFirst = wall(84, { base: [{ space: 'dishwasher', width: 24 }, 'b36'] }, { name: 'Wall B' });
    expect(messages(blind, dishwasherFirst)).toEqual([
      PLANNER_MESSAGES.applianceByCorner('dishwasher', 'Wall B', 'BBC42'),
    ]);
    const fillerFirst = wall(87, { base: ['bf3', { space: 'dishwasher', width: 24 }, 'b36'] }, { name: 'Wall B' });
    expect(check(blind, fillerFirst)).toEqual([]);
    // The lazy susan starts Wall B: Wall A's row ends at its face, with the dishwasher there.
    const before = wall(96, { base: ['b36', { space: 'dishwasher', width: 24 }] }, { joinsNext: true });
    const susan = wall(108, { base: ['bls36', 'b36', 'b36'] }, { name: 'Wall B' });
    expect(messages(before, susan)).toEqual([PLANNER_MESSAGES.applianceByCorner('dishwasher', 'Wall A', 'BLS36')]);
    // A dishwasher away from any corner says nothing.
    expect(check(wall(96, { base: ['b36', { space: 'dishwasher', width: 24 }, 'b36'] }))).toEqual([]);
  });
});

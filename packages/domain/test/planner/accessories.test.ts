import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingFromLabel, roomNeeds } from '../../src/planner/accessories.ts';
import { checkPlan } from '../../src/planner/checks.ts';
import { PLANNER_MESSAGES } from '../../src/planner/messages.ts';
import { catalogue, item, plan, wall } from './fixtures.ts';

const items = [
  item('B36', 9),
  item('SB36', 2),
  item('DB24', 9),
  item('B15', 9),
  item('P2496', 2),
  item('P1884', 2),
  item('B18', 2),
  item('W3030', 9),
  item('W3042', 9),
  item('W3015', 2),
  item('DWR3', 2),
];
const kitchenRow = ['b36', 'sb36', { space: 'dishwasher', width: 24 }, 'db24'];
const bill = (...walls: ReturnType<typeof wall>[]) =>
  roomNeeds(plan(...walls), items, catalogue()).map(({ sku, quantity }) => [sku, quantity]);

describe('what the room needs besides cabinets', () => {
  it('runs toe kick under the base cabinets, not the appliance spaces, and fillers for the gap', () => {
    const needs = roomNeeds(plan(wall(121.5, { base: kitchenRow })), items, catalogue());
    expect(needs).toEqual([
      { sku: 'TK8', quantity: 2, why: PLANNER_MESSAGES.needToeKick(97.5) },
      { sku: 'BF3', quantity: 1, why: PLANNER_MESSAGES.needFillers },
    ]);
  });

  it('runs crown over the wall cabinets and tall tops, light rail under the wall cabinets, rounded up to 96" pieces', () => {
    // The wall row starts after the pantry; crown runs over both, light rail under the wall cabinets only.
    const w = wall(108, { base: ['p1884', 'b36', 'b36', 'b18'], upper: ['w3030', 'w3030', 'w3030'] });
    expect(bill(w)).toEqual([
      ['TK8', 2],
      ['CM8', 2],
      ['LR8', 1],
    ]);
    expect(bill(wall(96, { upper: ['w3030', 'w3030', 'w3030'] }))).toEqual([
      ['CM8', 1],
      ['LR8', 1],
      ['WF330', 2],
    ]);
  });

  it('leaves crown off where it no longer fits under the ceiling', () => {
    expect(bill(wall(90, { upper: ['w3042', 'w3042', 'w3042'] }))).toEqual([['LR8', 1]]);
  });

  it('adds only what the label does not hold yet', () => {
    const needs = [
      { sku: 'TK8', quantity: 3, why: '' },
      { sku: 'CM8', quantity: 2, why: '' },
      { sku: 'BF3', quantity: 1, why: '' },
    ];
    expect(missingFromLabel(needs, [item('TK8', 1), item('CM8', 2), item('B36')])).toEqual([
      { sku: 'TK8', quantity: 2 },
      { sku: 'BF3', quantity: 1 },
    ]);
  });

  it('covers each row with whole pieces, and takes every filler the checks asked for', () => {
    const widths: Record<string, number> = { b36: 36, sb36: 36, db24: 24, b15: 15 };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('b36', 'sb36', 'db24', 'b15'), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom('w3030'), { maxLength: 6 }),
        fc.integer({ min: 0, max: 5 * 16 }).map((n) => n / 16),
        (base, upper, extra) => {
          const baseTotal = base.reduce((n, sku) => n + (widths[sku] ?? 0), 0);
          const length = Math.max(baseTotal, upper.length * 30) + extra;
          const room = plan(wall(length, { base, upper }));
          const needs = new Map(roomNeeds(room, items, catalogue()).map((n) => [n.sku, n.quantity]));
          const findings = checkPlan(room, items, catalogue());
          const baseGap = findings.some((f) => f.row === 'base' && f.fillers) ? length - baseTotal : 0;
          const toeKick = baseTotal + baseGap;
          expect(needs.get('TK8')).toBe(Math.ceil(toeKick / 96));
          const upperGap = findings.some((f) => f.row === 'upper' && f.fillers) ? length - upper.length * 30 : 0;
          expect(needs.get('LR8') ?? 0).toBe(Math.ceil((upper.length * 30 + (upper.length ? upperGap : 0)) / 96));
          expect(needs.get('CM8') ?? 0).toBe(needs.get('LR8') ?? 0);
          for (const finding of findings) {
            for (const filler of finding.fillers ?? [])
              expect(needs.get(filler.sku)).toBeGreaterThanOrEqual(filler.count);
          }
          // The planner hands over the checks it has already made: the same bill.
          expect(roomNeeds(room, items, catalogue(), findings)).toEqual(roomNeeds(room, items, catalogue()));
        },
      ),
    );
  });
});

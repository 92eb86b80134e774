import { describe, expect, it } from 'vitest';
import type { Label } from '../../src/binder/binder.ts';
import { binderPlanIssue } from '../../src/binder/plans.ts';
import { doorStyleRows, FIT_MESSAGES, measurementProblem, plannedRooms } from '../../src/checkout/fit.ts';
import { PLAN_MESSAGES } from '../../src/planner/plan.ts';
import { catalogue, catalogueRow, item, plan, wall } from '../planner/fixtures.ts';

const kitchenItems = [item('B36'), item('SB36'), item('DB24')];
const kitchen = (length: number): Label => ({
  id: 'k',
  name: 'Kitchen',
  isLabel: true,
  items: kitchenItems,
  plan: plan(wall(length, { base: ['b36', 'sb36', { space: 'dishwasher', width: 24 }, 'db24'] })),
});

describe('the rooms checkout checks', () => {
  it('are the labels with a plan of at least one wall', () => {
    const rooms = plannedRooms(
      [kitchen(120), { ...kitchen(120), id: 'n', plan: null }, { ...kitchen(120), id: 'e', plan: plan() }],
      catalogue(),
    );
    expect(rooms.map((room) => room.labelId)).toEqual(['k']);
    expect(rooms[0]?.items).toBe(kitchenItems);
  });

  it('need no confirmation when the plan fits, and the shopper’s when it does not', () => {
    const fits = plannedRooms([kitchen(120)], catalogue());
    expect(fits[0]?.problems).toEqual([]);
    expect(measurementProblem(fits, false)).toBeNull();

    const tooShort = plannedRooms([kitchen(100)], catalogue());
    expect(tooShort[0]?.problems.map((problem) => problem.severity)).toContain('problem');
    expect(measurementProblem(tooShort, false)).toBe(FIT_MESSAGES.unconfirmed);
    expect(measurementProblem(tooShort, true)).toBeNull();
  });

  it('are checked against the rows of their items’ door styles only', () => {
    const other = { ...catalogueRow('B36'), data_group: 'Slim Shaker' };
    expect(doorStyleRows(kitchen(120), [...catalogue(), other])).toEqual(catalogue());
  });
});

describe('a binder’s plans against their labels', () => {
  it('names the first label whose plan places what the label does not hold', () => {
    expect(binderPlanIssue([kitchen(120)])).toBeNull();
    const stray = { ...kitchen(120), plan: plan(wall(120, { base: ['b36', 'b36'] })) };
    expect(binderPlanIssue([kitchen(120), stray])).toBe(PLAN_MESSAGES.tooManyOfItem('Kitchen', 'B36'));
  });
});

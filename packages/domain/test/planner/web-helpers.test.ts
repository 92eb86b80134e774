import { describe, expect, it } from 'vitest';
import type { BinderContents, Label } from '../../src/binder/binder.ts';
import { addToLabel } from '../../src/planner/add-to-label.ts';
import { readLengthField } from '../../src/planner/fields.ts';
import { roomColor, roomStyle } from '../../src/planner/room-style.ts';
import { item } from './fixtures.ts';

/* The planner page's helpers (issue 22): its length fields, the room's style and paint, and 'Add what this room needs'. */

const NAVAL = { code: '6244', name: 'Naval', rgb: '#2f3d4c' };
const inLabel = (label: Pick<Label, 'id' | 'name'>, one: ReturnType<typeof item>) => ({
  ...one,
  labelId: label.id,
  labelName: label.name,
});
const kitchen = { id: 'k', name: 'Kitchen' };

describe('a length field', () => {
  it('reads what is typed as measured, within the field’s bounds, or says what is wrong', () => {
    expect(readLengthField('wallLength', '10\' 1/2"')).toEqual({ ok: true, inches: 120.5 });
    expect(readLengthField('wallLength', '121 1/2')).toEqual({ ok: true, inches: 121.5 });
    expect(readLengthField('wallLength', '6')).toEqual({
      ok: false,
      message: 'A wall’s length must be from 12" to 600".',
    });
    expect(readLengthField('ceiling', "8'")).toEqual({ ok: true, inches: 96 });
    expect(readLengthField('sill', '0')).toEqual({ ok: true, inches: 0 });
    const unreadable = readLengthField('width', 'ten feet');
    expect(unreadable.ok).toBe(false);
  });
});

describe("a room's style and paint", () => {
  it('are what most of its pieces have; none for an empty room', () => {
    const painted = { ...item('B36', 3), selectedColor: NAVAL };
    const slim = { ...item('SB36'), group: 'Slim Shaker' };
    expect(roomStyle([painted, slim])).toBe('Shaker');
    expect(roomStyle([painted, { ...slim, quantity: 4 }])).toBe('Slim Shaker');
    expect(roomColor([painted, slim])).toEqual(NAVAL);
    expect(roomColor([item('B36'), { ...item('W3030', 2) }, painted])).toBeNull();
    expect(roomStyle([])).toBeNull();
  });
});

describe("'Add what this room needs'", () => {
  const binder = (): BinderContents => ({
    items: [item('LR8')],
    labels: [{ ...kitchen, isLabel: true, items: [inLabel(kitchen, item('B36')), inLabel(kitchen, item('TK8'))] }],
  });

  it('raises a SKU the label holds, adds a new one into the label, and leaves one that is elsewhere', () => {
    const result = addToLabel(binder(), 'k', [
      { ...item('TK8', 2), id: 'new-tk8' },
      { ...item('CM8', 1), id: 'new-cm8' },
      { ...item('LR8', 1), id: 'new-lr8' },
    ]);
    expect(result.added).toEqual(['TK8', 'CM8']);
    expect(result.notAdded).toEqual([{ sku: 'LR8', reason: 'elsewhere' }]);
    const label = result.binder.labels[0];
    expect(label?.items.map((one) => [one.name, one.quantity, one.labelId])).toEqual([
      ['B36', 1, 'k'],
      ['TK8', 3, 'k'],
      ['CM8', 1, 'k'],
    ]);
    expect(result.binder.items.map((one) => one.name)).toEqual(['LR8']);
  });

  it('changes nothing for a label that is not there', () => {
    const before = binder();
    const result = addToLabel(before, 'nope', [item('CM8')]);
    expect(result.binder).toBe(before);
    expect(result.added).toEqual([]);
  });
});

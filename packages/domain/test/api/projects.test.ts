import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../src/api/cart.ts';
import { PROJECT_MESSAGES, projectMethodUpdateSchema, projectSaveSchema } from '../../src/api/projects.ts';

const line = { id: 'a', group: 'Shaker', name: 'B12', quantity: 1 };
const messages = (result: { success: boolean; issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message);

describe('project bodies', () => {
  it('trims the name and keeps only the choices of each item, pre-assembly off by default', () => {
    const parsed = v.parse(projectSaveSchema, {
      name: '  Kitchen ',
      cartData: { items: [{ ...line, price: 1, type: 'Free' }], labels: [] },
    });
    expect(parsed).toEqual({
      name: 'Kitchen',
      cartData: { items: [{ ...line, selectedColor: null }], labels: [], preAssembly: false },
    });
  });

  it("requires a name (spec §5) and says so in the rule's words", () => {
    for (const name of [undefined, '', '  \t ']) {
      expect(messages(v.safeParse(projectSaveSchema, { name, cartData: { items: [], labels: [] } }))).toEqual([
        PROJECT_MESSAGES.nameRequired,
      ]);
    }
    expect(
      messages(v.safeParse(projectSaveSchema, { name: 'x'.repeat(101), cartData: { items: [], labels: [] } })),
    ).toEqual([PROJECT_MESSAGES.nameTooLong]);
  });

  it('applies the cart rules to cartData', () => {
    expect(messages(v.safeParse(projectSaveSchema, { name: 'A' }))).toEqual([PROJECT_MESSAGES.cartDataRequired]);
    expect(
      messages(
        v.safeParse(projectSaveSchema, { name: 'A', cartData: { items: [{ ...line, quantity: 0 }], labels: [] } }),
      ),
    ).toEqual([CART_MESSAGES.quantity]);
    expect(
      messages(v.safeParse(projectSaveSchema, { name: 'A', cartData: { items: [line, line], labels: [] } })),
    ).toEqual([CART_MESSAGES.duplicateId]);
  });

  it('lets the method path rename or update alone, but not send nothing', () => {
    expect(v.parse(projectMethodUpdateSchema, { name: ' B ' })).toEqual({ name: 'B' });
    expect(v.parse(projectMethodUpdateSchema, { cart_data: { items: [], labels: [] } })).toEqual({
      cart_data: { items: [], labels: [], preAssembly: false },
    });
    expect(messages(v.safeParse(projectMethodUpdateSchema, {}))).toEqual([PROJECT_MESSAGES.nothingToUpdate]);
    expect(messages(v.safeParse(projectMethodUpdateSchema, { name: ' ' }))).toEqual([PROJECT_MESSAGES.nameRequired]);
  });
});

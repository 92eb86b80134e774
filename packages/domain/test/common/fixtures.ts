import fc from 'fast-check';
import type { CatalogueRow } from '../../src/catalogue/catalogue.ts';

export const row = (overrides: Partial<CatalogueRow> = {}): CatalogueRow => ({
  data_type: 'Wall Cabinets 30" High',
  data_variation: '2 Doors',
  data_name: 'W3030',
  data_measure: '30" W x 30" H x 12" D',
  currency_price: 33_000,
  data_pprice: 6_500,
  data_gname: 'W3030GD',
  data_gprice: 9_000,
  data_gline: 'SH-W3030GD',
  data_line: 'SH-WALL',
  data_image: 'SH-W3030',
  data_group: 'Shaker',
  select_cat: 'Wall',
  ...overrides,
});

/**
 * Values near a well-formed record, for holding a hand-written check to its zod schema: the
 * record itself, the same with one field given an odd value, with one field missing or with
 * an extra field, and anything at all.
 */
export const nearMisses = <T extends Record<string, unknown>>(
  valid: fc.Arbitrary<T>,
  oddValue: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> => {
  const withField = valid.chain((record) => fc.tuple(fc.constant(record), fc.constantFrom(...Object.keys(record))));
  return fc.oneof(
    valid,
    fc.tuple(withField, oddValue).map(([[record, field], value]) => ({ ...record, [field]: value })),
    withField.map(([record, field]) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== field))),
    fc.tuple(valid, fc.anything()).map(([record, extra]) => ({ ...record, extra })),
    fc.anything(),
  );
};

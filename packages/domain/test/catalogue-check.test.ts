import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cabinetGroupsResponseSchema, catalogueResponseSchema, catalogueRowSchema } from '../src/catalogue.ts';
import { toCabinetGroupsResponse, toCatalogueResponse, toCatalogueRow } from '../src/catalogue-check.ts';
import { nearMisses, row } from './fixtures.ts';
import { expectSameAsSchema, odd, rowLike, validRow } from './check-arbitraries.ts';

/*
 * The catalogue's answers, the same with one field wrong, missing or extra (at the top, in a
 * row, in a door style), and anything else: the checks that let the store show its cabinets
 * without zod must make of each what the schemas make of it.
 */
const rows = fc.oneof(fc.array(validRow, { maxLength: 4 }), fc.array(rowLike, { maxLength: 3 }), odd);
const catalogueAnswer = nearMisses(fc.record({ data: rows }), odd);

const validGroup = fc.record({ name: fc.string(), description: fc.string(), isDefault: fc.boolean() });
const groups = fc.oneof(fc.array(validGroup, { maxLength: 4 }), fc.array(nearMisses(validGroup, odd), { maxLength: 3 }), odd);
const groupsAnswer = nearMisses(fc.record({ data: groups }), odd);

describe('the catalogue read without zod (the store shows its cabinets before the schemas load)', () => {
  it('toCatalogueRow makes of a value what catalogueRowSchema makes of it', () => {
    expectSameAsSchema(toCatalogueRow, catalogueRowSchema, rowLike);
  });

  it("toCatalogueResponse makes of an answer what catalogueResponseSchema makes of it", () => {
    expectSameAsSchema(toCatalogueResponse, catalogueResponseSchema, catalogueAnswer);
  });

  it("toCabinetGroupsResponse makes of an answer what cabinetGroupsResponseSchema makes of it", () => {
    expectSameAsSchema(toCabinetGroupsResponse, cabinetGroupsResponseSchema, groupsAnswer);
  });

  it('takes a real answer whole and drops what the schema drops', () => {
    const real = { data: [row(), row({ data_name: 'W3036', data_gname: null, data_gprice: null, data_gline: null })] };
    expect(toCatalogueResponse(real)).toEqual(real);
    expect(toCatalogueResponse({ data: [{ ...row(), extra: 1 }], page: 2 })).toEqual({ data: [row()] });
    expect(toCatalogueResponse({ data: [row(), row({ currency_price: -1 })] })).toBeUndefined();
    expect(toCatalogueResponse({ data: [row({ select_cat: 'Sink' as never })] })).toBeUndefined();
    expect(toCabinetGroupsResponse({ data: [{ name: 'Shaker', description: 'Five-piece doors', isDefault: true, order: 1 }] })).toEqual({
      data: [{ name: 'Shaker', description: 'Five-piece doors', isDefault: true }],
    });
    expect(toCabinetGroupsResponse({ data: [{ name: 'Shaker', description: 'Five-piece doors', isDefault: 'yes' }] })).toBeUndefined();
  });
});

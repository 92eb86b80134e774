import { expect } from 'vitest';
import fc from 'fast-check';
import { nearMisses } from './fixtures.ts';

/*
 * Values for the stored binder's recovery (binder-recovery.test.ts): well-formed ones, near
 * misses and anything else.
 */

export const odd = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.constantFrom(
    2 ** 53,
    -0,
    -1,
    0,
    1.5,
    1000,
    '1',
    '',
    ' ',
    true,
    null,
    undefined,
    [],
    {},
    'x'.repeat(65),
    'x'.repeat(121),
  ),
);
export const cents = fc.oneof(fc.nat(), fc.constantFrom(0, Number.MAX_SAFE_INTEGER));
/** Strings of any length up to a limit and just past it, and at the limits themselves. */
export const near = (max: number) =>
  fc.constantFrom(0, 1, max - 1, max, max + 1).map((length) => 'x'.repeat(Math.max(0, length)));
/** Mostly well-formed text of 1 to max characters; now and then a length at or just past a limit. */
export const text = (max: number) =>
  fc.oneof(
    { arbitrary: fc.string({ minLength: 1, maxLength: Math.min(max, 20) }), weight: 9 },
    { arbitrary: near(max), weight: 1 },
  );
/** Mostly one of the categories; now and then a near miss. */
export const category = fc.oneof(
  { arbitrary: fc.constantFrom('Base', 'Wall', 'Vanity', 'Tall', 'Accessories'), weight: 6 },
  { arbitrary: fc.constantFrom('base', 'Sink'), weight: 1 },
);

export const validRow = fc.record({
  data_type: text(20),
  data_variation: text(20),
  data_name: text(10),
  data_measure: text(20),
  currency_price: cents,
  data_pprice: cents,
  data_gname: fc.option(fc.string(), { nil: null }),
  data_gprice: fc.option(cents, { nil: null }),
  data_gline: fc.option(fc.string(), { nil: null }),
  data_line: fc.string(),
  data_image: fc.string(),
  data_group: text(20),
  select_cat: category,
});
export const rowLike = nearMisses(validRow, odd);

export const colour = fc.oneof(
  fc.constant(null),
  fc.record({
    code: fc.string(),
    name: fc.string(),
    rgb: fc.oneof(
      { arbitrary: fc.stringMatching(/^#[0-9a-fA-F]{6}$/), weight: 4 },
      { arbitrary: fc.constant('#2f2f3'), weight: 1 },
    ),
  }),
);
export const validItem = fc.record(
  {
    id: text(64),
    type: text(120),
    group: text(60),
    variation: text(120),
    name: text(40),
    price: cents,
    glassPrice: cents,
    measurement: text(80),
    hasGlassDoor: fc.boolean(),
    category,
    quantity: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 999 }), weight: 4 },
      { arbitrary: fc.constantFrom(0, 1000, undefined, null), weight: 1 },
    ),
    selectedColor: colour,
    paintLaborFee: cents,
    hasCustomColor: fc.boolean(),
    originalItem: fc.oneof({ arbitrary: validRow, weight: 4 }, { arbitrary: rowLike, weight: 1 }),
    contractorInfo: fc.oneof(
      { arbitrary: fc.record({ isBronze: fc.boolean(), isSilver: fc.boolean(), isGold: fc.boolean() }), weight: 4 },
      {
        arbitrary: fc.constantFrom({ isBronze: true }, { isBronze: 1, isSilver: false, isGold: false }, null),
        weight: 1,
      },
    ),
    // Binders stored before the fee followed the binder's choice carry it on each item.
    preAssemblyFee: cents,
    labelId: fc.oneof({ arbitrary: fc.string(), weight: 4 }, { arbitrary: near(64), weight: 1 }),
    labelName: fc.oneof({ arbitrary: fc.string(), weight: 4 }, { arbitrary: near(100), weight: 1 }),
  },
  {
    requiredKeys: [
      'id',
      'type',
      'group',
      'variation',
      'name',
      'price',
      'glassPrice',
      'measurement',
      'hasGlassDoor',
      'category',
      'selectedColor',
      'paintLaborFee',
      'hasCustomColor',
      'originalItem',
      'contractorInfo',
    ],
  },
);
export const itemLike = nearMisses(validItem, odd);

/** What a schema's safeParse makes of a value, in the checks' terms: the value or undefined. */
export const answer = <T>(parsed: { success: true; data: T } | { success: false }): T | undefined =>
  parsed.success ? parsed.data : undefined;

/** Asserts that a hand-written check makes of every generated value what its schema makes of it. */
export const expectSameAsSchema = <T>(
  check: (value: unknown) => T | undefined,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  values: fc.Arbitrary<unknown>,
  numRuns = 2_000,
): void =>
  fc.assert(
    fc.property(values, (value) => {
      expect(check(value)).toEqual(answer(schema.safeParse(value)));
    }),
    { numRuns },
  );

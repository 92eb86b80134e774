import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOpaqueToken, OPAQUE_TOKEN } from '../../src/accounts/constants.ts';
import { passwordResetCompleteSchema, sessionTokenSchema, verifyEmailRequestSchema } from '../../src/api/accounts.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Strings near a token's shape: base64url runs around the length limits, with odd characters and spaces mixed in. */
const tokenLike = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...BASE64URL),
    minLength: OPAQUE_TOKEN.minLength - 2,
    maxLength: OPAQUE_TOKEN.maxLength + 2,
  }),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\t'),
      fc.string({ unit: fc.constantFrom(...BASE64URL, '.', '+', '/', '=', ' ', 'é'), minLength: 10, maxLength: 140 }),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(([before, token, after]) => before + token + after),
  fc.string({ maxLength: 200 }),
);

describe('isOpaqueToken', () => {
  it('accepts exactly what the token schemas accept, so a link page can decide without zod', () => {
    fc.assert(
      fc.property(tokenLike, (value) => {
        const schemasAccept = v.safeParse(sessionTokenSchema, value).success;
        expect(isOpaqueToken(value)).toBe(schemasAccept);
        expect(v.safeParse(verifyEmailRequestSchema, { token: value }).success).toBe(schemasAccept);
        expect(v.safeParse(passwordResetCompleteSchema.entries.token, value).success).toBe(schemasAccept);
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes base64url of 16 to 128 characters, trimmed, and nothing else', () => {
    expect(isOpaqueToken('a'.repeat(16))).toBe(true);
    expect(isOpaqueToken(` ${'A-_9'.repeat(32)} `)).toBe(true);
    expect(isOpaqueToken('a'.repeat(15))).toBe(false);
    expect(isOpaqueToken('a'.repeat(129))).toBe(false);
    expect(isOpaqueToken(`${'a'.repeat(20)}=`)).toBe(false);
    expect(isOpaqueToken('')).toBe(false);
  });
});

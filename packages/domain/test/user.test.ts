import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiUserSchema, isEmailVerified, roleNames } from '../src/user.ts';
import { toApiUser, toUserResponse } from '../src/user-access.ts';
import { userResponseSchema } from '../src/auth-api.ts';
import { nearMisses } from './fixtures.ts';

describe('roleNames', () => {
  it('reads roles given as strings or as objects with name or role_name', () => {
    expect(roleNames(['Sales User', { name: 'Contractor User Gold' }, { role_name: 'Contractor User Bronze' }])).toEqual([
      'Sales User',
      'Contractor User Gold',
      'Contractor User Bronze',
    ]);
  });

  it('ignores anything else', () => {
    expect(roleNames([null, 3, {}, { name: 4 }])).toEqual([]);
  });
});

describe('isEmailVerified', () => {
  it('is true only for enabled = 1', () => {
    expect(isEmailVerified({ enabled: 1 })).toBe(true);
    expect(isEmailVerified({ enabled: 0 })).toBe(false);
  });
});

/** Users as the API sends them, the same with one field wrong, missing or extra, and anything else. */
const validUser = fc.record({
  id: fc.string(),
  email: fc.string(),
  first_name: fc.string(),
  last_name: fc.string(),
  roles: fc.array(fc.oneof(fc.constantFrom('Sales User', 'Contractor User Gold'), fc.string())),
  enabled: fc.constantFrom(0, 1),
  _rolesVersion: fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER)),
});
const userLike = nearMisses(validUser, fc.oneof(fc.anything(), fc.double(), fc.constantFrom(2 ** 53, -0, 1.5, 2, '1', true, null, undefined, [], ['Sales User', 4], {})));

describe('toApiUser', () => {
  it('makes of a value what apiUserSchema makes of it, so a signed-in first render needs no zod', () => {
    fc.assert(
      fc.property(userLike, (value) => {
        const parsed = apiUserSchema.safeParse(value);
        expect(toApiUser(value)).toEqual(parsed.success ? parsed.data : undefined);
        const answer = userResponseSchema.safeParse({ user: value });
        expect(toUserResponse({ user: value })).toEqual(answer.success ? answer.data : undefined);
      }),
      { numRuns: 3_000 },
    );
  });

  it('keeps the seven fields of a well-formed user and refuses one with a field wrong', () => {
    const user = { id: 'u1', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', roles: ['Sales User'], enabled: 1, _rolesVersion: 3 };
    expect(toApiUser({ ...user, password: 'x' })).toEqual(user);
    expect(toUserResponse({ user })).toEqual({ user });
    expect(toApiUser({ ...user, enabled: 2 })).toBeUndefined();
    expect(toApiUser({ ...user, _rolesVersion: 1.5 })).toBeUndefined();
    expect(toApiUser({ ...user, roles: ['Sales User', 4] })).toBeUndefined();
    expect(toUserResponse(user)).toBeUndefined();
  });
});

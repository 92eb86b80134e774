import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isEmailVerified, roleNames } from '../../src/accounts/user.ts';
import { apiUserSchema, userResponseSchema } from '../../src/api/accounts.ts';

describe('roleNames', () => {
  it('reads roles given as strings or as objects with name or role_name', () => {
    expect(
      roleNames(['Sales User', { name: 'Contractor User Gold' }, { role_name: 'Contractor User Bronze' }]),
    ).toEqual(['Sales User', 'Contractor User Gold', 'Contractor User Bronze']);
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

describe('apiUserSchema', () => {
  const user = {
    id: 'u1',
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    roles: ['Sales User'],
    enabled: 1,
    _rolesVersion: 3,
  };
  const parsed = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : undefined;
  };

  it('keeps the seven fields of a well-formed user and refuses one with a field wrong', () => {
    expect(parsed(apiUserSchema, { ...user, password: 'x' })).toEqual(user);
    expect(parsed(userResponseSchema, { user })).toEqual({ user });
    expect(parsed(apiUserSchema, { ...user, enabled: 2 })).toBeUndefined();
    expect(parsed(apiUserSchema, { ...user, _rolesVersion: 1.5 })).toBeUndefined();
    expect(parsed(apiUserSchema, { ...user, _rolesVersion: 2 ** 53 })).toBeUndefined();
    expect(parsed(apiUserSchema, { ...user, roles: ['Sales User', 4] })).toBeUndefined();
    expect(parsed(userResponseSchema, user)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isEmailVerified, roleNames } from '../src/user.ts';

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

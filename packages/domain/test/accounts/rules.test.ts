import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_MESSAGES as M, accountLockedMessage, rateLimitMessage } from '../../src/accounts/messages.ts';
import {
  emailSchema,
  firstNameSchema,
  isValidSignupPassword,
  lastNameSchema,
  loginFormSchema,
  newPasswordFormSchema,
  personNameSchema,
  signupFormSchema,
  signupRequestSchema,
} from '../../src/accounts/rules.ts';

const messages = (result: { success: boolean; issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('names', () => {
  it.each(['Anne-Marie', "O'Brien", 'José Álvarez', 'Zoë', 'D’Angelo', 'Mary Ann'])('accepts %s', (name) => {
    expect(v.safeParse(firstNameSchema, name).success).toBe(true);
  });

  it('trims and collapses spaces', () => {
    expect(v.parse(firstNameSchema, '  Mary    Ann ')).toBe('Mary Ann');
  });

  it.each(['R2D2', 'Bob!', 'Ann<script>', 'a.b', 'Tab\u0000'])('refuses %s with the field message', (name) => {
    expect(messages(v.safeParse(firstNameSchema, name))).toEqual([M.firstNameInvalid]);
    expect(messages(v.safeParse(lastNameSchema, name))).toEqual([M.lastNameInvalid]);
    expect(messages(v.safeParse(personNameSchema, name))).toEqual([M.nameInvalid]);
  });

  it('requires a name, and says only that', () => {
    for (const empty of ['', '   ', undefined]) {
      expect(messages(v.safeParse(firstNameSchema, empty))).toEqual([M.nameRequired]);
    }
  });

  it('allows at most 50 characters', () => {
    expect(v.safeParse(firstNameSchema, 'a'.repeat(50)).success).toBe(true);
    expect(messages(v.safeParse(firstNameSchema, 'a'.repeat(51)))).toEqual([M.firstNameTooLong]);
  });

  it('uses the exact words of the spec', () => {
    expect(M.firstNameInvalid).toBe('First name contains invalid characters.');
    expect(M.lastNameInvalid).toBe('Last name contains invalid characters.');
    expect(M.nameRequired).toBe('Name is required');
    expect(M.nameInvalid).toBe('Name can only contain letters, spaces, hyphens, and apostrophes');
  });
});

describe('e-mail', () => {
  it('accepts a simple address, trimmed and in lower case', () => {
    expect(v.parse(emailSchema, '  Ann.Lee+shop@Example.COM ')).toBe('ann.lee+shop@example.com');
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann lee@example.com', 'a@b@c.com', 42])(
    'refuses %s',
    (email) => {
      expect(messages(v.safeParse(emailSchema, email))).toEqual(['Please enter a valid email address.']);
    },
  );

  it('allows at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const ok = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
    expect(ok.length).toBe(254);
    expect(v.safeParse(emailSchema, ok).success).toBe(true);
    expect(v.safeParse(emailSchema, `a${ok}`).success).toBe(false);
  });
});

describe('signup password', () => {
  const weak = M.passwordWeak;

  it('uses the exact words of the spec', () => {
    expect(weak).toBe(
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
    );
  });

  it.each([
    ['Cabinet#42', true],
    ['Sh@ker2024 doors', true],
    ['Ab1!Ab1!'.padEnd(128, 'x1'), true],
    ['Ab1!', false], // too short
    ['Ab1!'.padEnd(129, 'xy'), false], // too long
    ['cabinet#42', false], // no upper case
    ['CABINET#42', false], // no lower case
    ['Cabinet#xy', false], // no digit
    ['Cabinet42x', false], // no special character of the list
    ['Cabinet~42', false], // ~ is not in the list
    ['MyPassWord#1', false], // contains 'password' in some case
    ['Ab!123456', false], // contains '123456'
    ['QwErTy#9z', false], // contains 'qwerty'
    ['Caaabinet#42', false], // a character three times in a row
    ['Cab##inet42', true], // twice in a row is fine
  ])('%s → %s', (password, valid) => {
    expect(isValidSignupPassword(password)).toBe(valid);
    expect(messages(v.safeParse(signupRequestSchema.entries.password, password))).toEqual(valid ? [] : [weak]);
  });

  it('is never trimmed or changed', () => {
    expect(v.parse(signupRequestSchema.entries.password, '  Cabinet#42  ')).toBe('  Cabinet#42  ');
  });

  it('accepts any password built from the four required kinds plus anything else', () => {
    const safe = fc.string({ unit: fc.constantFrom(...'bcdfghjkmnp'.split('')), minLength: 4, maxLength: 100 });
    fc.assert(
      fc.property(safe, (filler) => {
        const password = `Q7!${filler}x`;
        fc.pre(!/(.)\1\1/.test(password));
        return isValidSignupPassword(password);
      }),
    );
  });
});

describe('signup form', () => {
  const form = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', password: 'Cabinet#42' };

  it('needs the confirmation to equal the password', () => {
    expect(v.safeParse(signupFormSchema, { ...form, confirmPassword: 'Cabinet#42' }).success).toBe(true);
    const result = v.safeParse(signupFormSchema, { ...form, confirmPassword: 'Cabinet#43' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['confirmPassword', 'Passwords do not match.'],
    ]);
  });

  it('says the passwords differ whatever the other fields hold', () => {
    const issues = (values: Record<string, unknown>) =>
      Object.fromEntries(v.safeParse(signupFormSchema, values).issues?.map((i) => [v.getDotPath(i), i.message]) ?? []);
    const untouched = { email: '', firstName: '', lastName: '' };
    expect(issues({ ...untouched, password: 'Maple#Door42', confirmPassword: 'Maple#Door43' })).toMatchObject({
      confirmPassword: M.passwordsDoNotMatch,
      firstName: M.nameRequired,
    });
    expect(issues({ ...untouched, password: 'weak', confirmPassword: 'Weak' })).toMatchObject({
      password: M.passwordWeak,
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(issues({ ...untouched, password: 'Maple#Door42', confirmPassword: 'Maple#Door42' })).not.toHaveProperty(
      'confirmPassword',
    );
  });

  it('reports one message per bad field', () => {
    const result = v.safeParse(signupRequestSchema, { email: 'x', firstName: '1', lastName: '', password: 'short' });
    expect(Object.fromEntries(result.issues?.map((i) => [v.getDotPath(i), i.message]) ?? [])).toEqual({
      email: M.emailInvalid,
      firstName: M.firstNameInvalid,
      lastName: M.nameRequired,
      password: M.passwordWeak,
    });
  });
});

describe('new password form', () => {
  it('says the passwords differ even while the password itself is refused', () => {
    const result = v.safeParse(newPasswordFormSchema, { password: 'weak', confirmPassword: 'other' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['password', M.passwordWeak],
      ['confirmPassword', M.passwordsDoNotMatch],
    ]);
    expect(
      v.safeParse(newPasswordFormSchema, { password: 'Maple#Door42', confirmPassword: 'Maple#Door42' }).success,
    ).toBe(true);
  });
});

describe('login form', () => {
  it('takes any non-empty password as typed', () => {
    expect(v.parse(loginFormSchema, { email: 'A@B.co', password: ' x ' })).toEqual({
      email: 'a@b.co',
      password: ' x ',
    });
    expect(messages(v.safeParse(loginFormSchema, { email: 'a@b.co', password: '' }))).toEqual([M.passwordRequired]);
  });
});

describe('server messages', () => {
  it('says the spec sentence when the whole lockout is left', () => {
    expect(accountLockedMessage(15)).toBe(M.tooManyAttempts);
    expect(accountLockedMessage(1)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('names the endpoint in a rate-limit message', () => {
    expect(rateLimitMessage('/api/login')).toBe('Rate limit exceeded for /api/login. Please try again later.');
  });
});

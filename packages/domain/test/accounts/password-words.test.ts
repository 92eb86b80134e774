import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_MESSAGES as M } from '../../src/accounts/messages.ts';
import {
  isValidSignupPassword,
  newPasswordFormSchemaWith,
  passwordWordsMessage,
  signupFormSchemaWith,
  type PasswordWords,
} from '../../src/accounts/rules.ts';
import { COMMON_PASSWORDS } from '../../src/accounts/common-passwords.ts';
import { passwordWordsProblem, type PasswordContext } from '../../src/accounts/password-words.ts';
import { DEFAULT_STORE_NAME } from '../../src/api/store-config.ts';

const STORE = { storeName: DEFAULT_STORE_NAME };
const problem = (password: string, context: Partial<PasswordContext> = {}) =>
  passwordWordsProblem(password, { ...STORE, ...context }, COMMON_PASSWORDS);

describe('common passwords', () => {
  it('are the 10,000 most common of the zxcvbn-ts list, most common first', () => {
    expect(COMMON_PASSWORDS.size).toBe(10_000);
    expect([...COMMON_PASSWORDS].slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
  });

  // Each passes the spec's composition rule; that is why the list is needed.
  it.each([
    'P@ssw0rd!', // letters swapped for symbols
    'Dr@gon2024',
    'Summer2024!', // a common word with digits and a symbol after it
    '!Dragon1', // and before it
    'Sunsh1ne!',
    'Trustno1!', // an entry with its own digit
    '1Qaz2wsx!',
    'Welcome1!',
    'Letmein#2024',
    'Michael#1985',
    'I love you 2!', // words apart
    'Kitchen#2024',
  ])('refuses %s', (password) => {
    expect(isValidSignupPassword(password)).toBe(true);
    expect(problem(password)).toBe('common');
  });
});

describe("the store's name and the person's own", () => {
  const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'countess.ada@example.com' };

  it.each([
    ['Rtacabinetstore#1', {}], // the whole name without spaces
    ['RTA-Cabinet-Store9!', {}], // with other separators
    ['Rt@C@b1n3tSt0r3!', {}], // swapped
    ['Lovelace#1', ada],
    ['lOVELACE#1', ada], // any case
    ['L0v3l4c3#99', ada], // swapped
    ['Ada#2024xy', ada],
    ['Countess#9x', ada], // the address's local part, in pieces
    ['Countessada#9', ada], // and whole
    ['Jose#Ramos1', { firstName: 'José' }], // without its accent
    ['Marie#Walnut1', { firstName: 'Anne-Marie' }], // a part of a name
    ['Oakwoodkitchens#24', { storeName: 'Oakwood Kitchens' }], // the configured name
    ['Oakwood#2024', { storeName: 'Oakwood' }], // a one-word name
  ])('refuses %s', (password, context) => {
    expect(isValidSignupPassword(password)).toBe(true);
    expect(problem(password, context)).toBe('personal');
  });

  it.each([
    ['Always#Li42', { firstName: 'Al', lastName: 'Li' }], // parts under 3 letters are ignored
    ['Annual#42x', { firstName: 'Ann' }], // a short name inside another word
    ['Cabinet#42', {}], // one word of the store's name is not its name
    ['Restore#Point42', {}],
    ['Rta2024!x', {}],
    ['Portal#Gun42', {}],
    ['Example#Quill7', { email: 'ann@example.com' }], // the address's domain is no word of the person's
    ['Quill#Fern202', { email: 'shopper.202@example.com' }], // nor a number in it
    ['Rtacabinetstore#1', { storeName: 'Oakwood Kitchens' }], // another store's name
  ])('accepts %s', (password, context) => {
    expect(problem(password, context)).toBeUndefined();
  });

  it("names the person's or the store's name before the list", () => {
    expect(problem('Summer2024!', { firstName: 'Summer' })).toBe('personal');
  });
});

describe('good passwords', () => {
  // Every password the server, browser and load tests sign up or reset with, with their names.
  it.each([
    ['Quill#Fern58', { firstName: 'Ann', lastName: 'Lee', email: 'shopper.1732600000000.1@example.com' }],
    ['Quill#Fern59', { firstName: 'Ann', lastName: 'Lee', email: 'shopper.1732600000000.2@example.com' }],
    ['Quill#Fern58load', { firstName: 'Crash', lastName: 'Shopper', email: 'crash-run1-0@example.com' }],
    ['Quill#Fern2026x', { firstName: 'Bench', lastName: 'Mark', email: 'bench-1732600000000-202@example.com' }],
    ['Drawer$Base18', { firstName: 'Ann', lastName: 'Lee', email: 'reset.1732600000000.3@example.com' }],
    ['Maple#Door42', { firstName: 'Ada', lastName: 'Lovelace', email: 'signup-a3f09b12cd@example.com' }],
    ['Walnut$Shelf77', { firstName: 'Reese', lastName: 'Lovelace', email: 'shopper-a3f09b12cd@example.com' }],
    ['Walnut#Cab42', { firstName: 'Ada', lastName: 'Lovelace', email: 'projects-a3f09b12cd@example.com' }],
    ['Another#Pass9', { firstName: 'Reese', lastName: 'Lovelace', email: 'shopper-a3f09b12cd@example.com' }],
    ['Tr0ub4dor&3', {}],
  ])('accepts %s', (password, context) => {
    expect(isValidSignupPassword(password)).toBe(true);
    expect(problem(password, context)).toBeUndefined();
  });

  it('accepts random passwords that pass the composition rule', () => {
    const unit = fc.constantFrom(...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%^&*'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, minLength: 12, maxLength: 40 }), (password) => {
        fc.pre(isValidSignupPassword(password));
        return problem(password) === undefined;
      }),
    );
  });

  it('takes little time even for the longest password', () => {
    const started = Date.now();
    problem(`${'!1|7'.repeat(30)}Ab${'#7'.repeat(3)}`);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('messages and form schemas', () => {
  const words: PasswordWords = { ...STORE, commonPasswords: COMMON_PASSWORDS };
  const fieldMessages = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
    Object.fromEntries(result.issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? []);

  it('has a sentence for each refusal, and keeps the spec sentence for the composition rule', () => {
    expect(M.passwordCommon).toBe('This password is too common. Please choose a less predictable one.');
    expect(M.passwordPersonal).toBe("Password must not contain your name, your email address or the store's name.");
    expect(passwordWordsMessage('Summer2024!', {}, words)).toBe(M.passwordCommon);
    expect(passwordWordsMessage('Lovelace#1', { lastName: 'Lovelace' }, words)).toBe(M.passwordPersonal);
    expect(passwordWordsMessage('Maple#Door42', { lastName: 'Lovelace' }, words)).toBeUndefined();
  });

  it('signup says so at the password, whatever the other fields hold', () => {
    const schema = signupFormSchemaWith(words);
    const empty = { firstName: '', lastName: '', email: '' };
    expect(
      fieldMessages(v.safeParse(schema, { ...empty, password: 'Summer2024!', confirmPassword: 'Summer2024!' })),
    ).toMatchObject({
      password: M.passwordCommon,
      firstName: M.nameRequired,
    });
    expect(
      fieldMessages(
        v.safeParse(schema, { ...empty, lastName: 'Lovelace', password: 'L0v3l4c3#99', confirmPassword: '' }),
      ),
    ).toMatchObject({ password: M.passwordPersonal, confirmPassword: M.passwordsDoNotMatch });
    // One message for the field: the composition rule's, while it fails.
    expect(
      v
        .safeParse(schema, { ...empty, password: 'summer2024!', confirmPassword: '' })
        .issues?.filter((i) => v.getDotPath(i) === 'password'),
    ).toEqual([expect.objectContaining({ message: M.passwordWeak })]);
    const good = {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      password: 'Maple#Door42',
      confirmPassword: 'Maple#Door42',
    };
    expect(v.parse(schema, good)).toEqual({ ...good, firstName: 'Ada', email: 'ada@example.com' });
    expect(
      fieldMessages(v.safeParse(schema, { ...good, password: 'ADA#Door42x', confirmPassword: 'ADA#Door42x' })),
    ).toEqual({
      password: M.passwordPersonal,
    });
    // Fields tidied by their schemas while others fail, as a form is while being filled in.
    expect(
      fieldMessages(v.safeParse(schema, { ...good, email: 'ada@', password: 'password1!A', confirmPassword: '' })),
    ).toEqual({
      email: M.emailInvalid,
      password: M.passwordWeak,
      confirmPassword: M.passwordsDoNotMatch,
    });
  });

  it('the set-a-new-password form refuses common passwords and the store name', () => {
    const schema = newPasswordFormSchemaWith(words);
    expect(fieldMessages(v.safeParse(schema, { password: 'P@ssw0rd!', confirmPassword: 'P@ssw0rd!' }))).toEqual({
      password: M.passwordCommon,
    });
    expect(
      fieldMessages(v.safeParse(schema, { password: 'RtaCabinetStore#1', confirmPassword: 'RtaCabinetStore#1' })),
    ).toEqual({ password: M.passwordPersonal });
    expect(v.safeParse(schema, { password: 'Maple#Door42', confirmPassword: 'Maple#Door42' }).success).toBe(true);
  });
});

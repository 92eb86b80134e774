import * as v from 'valibot';
import { fields } from '../common/fields.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../common/constants.ts';
import { AUTH_MESSAGES as M } from './messages.ts';
import { passwordWordsProblem, type PasswordContext } from './password-words.ts';

/**
 * The rules of spec §5 Login and signup as valibot schemas with the spec's messages. The web
 * forms and the server validate with these same schemas. Each field reports one message
 * (checks stop at the first failure, `settled` below) so a form shows one line per field.
 */

/** Ends a field's checks when one before it has failed (a pipe stops before a transformation). */
const settled = v.transform((value: string) => value);

/** Letters of any alphabet (with their accents), spaces, apostrophes (' and ’) and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;
/** The spec's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_SPECIALS = /[!@#$%^&*]/;
const PASSWORD_BANNED_WORDS = ['password', '123456', 'qwerty'] as const;

/** "Inputs are sanitized and trimmed": one canonical form, inner runs of spaces collapsed. */
const sanitizeName = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ');

const nameField = (tooLong: string, invalid: string) =>
  v.pipe(
    v.string(M.nameRequired),
    v.transform(sanitizeName),
    v.minLength(1, M.nameRequired),
    settled,
    v.maxLength(NAME_MAX, tooLong),
    settled,
    v.regex(NAME_PATTERN, invalid),
  );

export const firstNameSchema = nameField(M.firstNameTooLong, M.firstNameInvalid);
export const lastNameSchema = nameField(M.lastNameTooLong, M.lastNameInvalid);
/** A person's name where the spec's generic name messages apply. */
export const personNameSchema = nameField(M.nameTooLong, M.nameInvalid);

/** Addresses are compared and stored in lower case, trimmed. */
export const emailSchema = v.pipe(
  v.string(M.emailInvalid),
  v.transform((value) => value.trim().toLowerCase()),
  v.maxLength(EMAIL_MAX, M.emailInvalid),
  settled,
  v.regex(EMAIL_PATTERN, M.emailInvalid),
);

/**
 * The signup password rules, checked on the password exactly as typed (never trimmed):
 * 8 to 128 characters; an upper-case letter, a lower-case letter, a digit and one of
 * ! @ # $ % ^ & *; none of 'password', '123456', 'qwerty' in any case; no character three
 * times in a row. Length counts characters, not UTF-16 units.
 */
export const isValidSignupPassword = (password: string): boolean => {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return false;
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\d/.test(password)) return false;
  if (!PASSWORD_SPECIALS.test(password)) return false;
  const lower = password.toLowerCase();
  if (PASSWORD_BANNED_WORDS.some((word) => lower.includes(word))) return false;
  return !/(.)\1\1/su.test(password);
};

export const signupPasswordSchema = v.pipe(v.string(M.passwordWeak), v.check(isValidSignupPassword, M.passwordWeak));

/**
 * What a new password is checked against besides the person's own details: the store's name
 * (config STORE_NAME) and the common passwords (accounts/common-passwords.ts, loaded where needed).
 */
export interface PasswordWords {
  storeName: string;
  commonPasswords: ReadonlySet<string>;
}

/**
 * The message for a password that passes the composition rule but is common or holds the
 * store's or the person's name (accounts/password-words.ts), or undefined when it is fine.
 */
export const passwordWordsMessage = (
  password: string,
  person: Omit<PasswordContext, 'storeName'>,
  words: PasswordWords,
): string | undefined => {
  const problem = passwordWordsProblem(password, { ...person, storeName: words.storeName }, words.commonPasswords);
  if (problem === 'personal') return M.passwordPersonal;
  if (problem === 'common') return M.passwordCommon;
  return undefined;
};

/** At login any stored password may be typed; only emptiness and absurd length are refused. */
export const loginPasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.minLength(1, M.passwordRequired),
  settled,
  v.maxLength(PASSWORD_MAX, M.invalidCredentials),
);

/** What POST /api/signup takes (spec §7). */
export const signupRequestSchema = fields({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: signupPasswordSchema,
});
export type SignupRequest = v.InferOutput<typeof signupRequestSchema>;

/**
 * The confirmation field of a new password, which must equal the password (spec §5). It is a
 * schema of its own, joined to each form's with `v.intersect`, so that it speaks as soon as
 * the two differ, whatever the other fields hold. A check on the whole form would not: it
 * runs only once every field has passed.
 */
const passwordConfirmationSchema = v.pipe(
  fields({ password: v.unknown(), confirmPassword: v.string(M.passwordsDoNotMatch) }),
  v.forward(
    v.check((form) => form.password === form.confirmPassword, M.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

/** The signup form: the request plus the confirmation field. */
export const signupFormSchema = v.intersect([signupRequestSchema, passwordConfirmationSchema]);
export type SignupForm = v.InferOutput<typeof signupFormSchema>;

export const loginFormSchema = fields({ email: emailSchema, password: loginPasswordSchema });
export type LoginForm = v.InferOutput<typeof loginFormSchema>;

/** A new password with its confirmation (the set-a-new-password page). */
export const newPasswordFormSchema = v.intersect([
  fields({ password: signupPasswordSchema }),
  passwordConfirmationSchema,
]);

/** A field's value as typed, when the form has it as text. */
const typedField = (form: unknown, name: string): string | undefined => {
  const value = typeof form === 'object' && form !== null ? (form as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * A form's password, once it passes the composition rule, must not be common nor hold the
 * store's name or the person's names or address as typed so far. Joined with `v.intersect`
 * like the confirmation, so it speaks whatever the other fields hold; it reads the fields as
 * typed and adds none to the form's value (an intersection cannot merge two values of one
 * field, such as a name before and after trimming).
 */
const passwordWordsSchema = (words: PasswordWords) => {
  const problem = (form: unknown): string | undefined => {
    const password = typedField(form, 'password');
    if (password === undefined || !isValidSignupPassword(password)) return undefined;
    const person = {
      firstName: typedField(form, 'firstName'),
      lastName: typedField(form, 'lastName'),
      email: typedField(form, 'email'),
    };
    return passwordWordsMessage(password, person, words);
  };
  return v.pipe(
    v.looseObject({}),
    v.forward(
      v.check(
        (form) => problem(form) === undefined,
        (issue) => problem(issue.input) ?? M.passwordWeak,
      ),
      ['password'],
    ),
    v.transform(() => ({})),
  );
};

/** The signup form as the web app checks it: with the common passwords and the names of accounts/password-words.ts. */
export const signupFormSchemaWith = (words: PasswordWords) =>
  v.intersect([signupRequestSchema, passwordConfirmationSchema, passwordWordsSchema(words)]);

/** The set-a-new-password form with the same checks; the page does not know whose the link is, so names are the server's to check. */
export const newPasswordFormSchemaWith = (words: PasswordWords) =>
  v.intersect([fields({ password: signupPasswordSchema }), passwordConfirmationSchema, passwordWordsSchema(words)]);

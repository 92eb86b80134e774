import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { AUTH_MESSAGES as M } from './auth-messages.ts';
import { passwordWordsProblem, type PasswordContext } from './password-words.ts';

/**
 * The rules of spec §5 Login and signup as zod schemas with the spec's messages. The web
 * forms and the server validate with these same schemas. Each field reports one message
 * (checks stop at the first failure) so a form shows one line per field.
 */

/** Letters of any alphabet (with their accents), spaces, apostrophes (' and ’) and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;
/** The spec's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_SPECIALS = /[!@#$%^&*]/;
const PASSWORD_BANNED_WORDS = ['password', '123456', 'qwerty'] as const;

/** "Inputs are sanitized and trimmed": one canonical form, inner runs of spaces collapsed. */
const sanitizeName = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ');

const nameField = (tooLong: string, invalid: string) =>
  z
    .string({ error: M.nameRequired })
    .overwrite(sanitizeName)
    .min(1, { error: M.nameRequired, abort: true })
    .max(NAME_MAX, { error: tooLong, abort: true })
    .regex(NAME_PATTERN, { error: invalid });

export const firstNameSchema = nameField(M.firstNameTooLong, M.firstNameInvalid);
export const lastNameSchema = nameField(M.lastNameTooLong, M.lastNameInvalid);
/** A person's name where the spec's generic name messages apply. */
export const personNameSchema = nameField(M.nameTooLong, M.nameInvalid);

/** Addresses are compared and stored in lower case, trimmed. */
export const emailSchema = z
  .string({ error: M.emailInvalid })
  .overwrite((value) => value.trim().toLowerCase())
  .max(EMAIL_MAX, { error: M.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: M.emailInvalid });

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

export const signupPasswordSchema = z
  .string({ error: M.passwordWeak })
  .refine(isValidSignupPassword, { error: M.passwordWeak });

/**
 * What a new password is checked against besides the person's own details: the store's name
 * (config STORE_NAME) and the common passwords (common-passwords.ts, loaded where needed).
 */
export interface PasswordWords {
  storeName: string;
  commonPasswords: ReadonlySet<string>;
}

/**
 * The message for a password that passes the composition rule but is common or holds the
 * store's or the person's name (password-words.ts), or undefined when it is fine.
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
export const loginPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { error: M.invalidCredentials });

/** What POST /api/signup takes (spec §7). */
export const signupRequestSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: signupPasswordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * The confirmation field of a new password, which must equal the password (spec §5). It is a
 * schema of its own, joined to each form's with `.and`, so that it speaks as soon as the two
 * differ, whatever the other fields hold. A refinement on the whole form would not: zod runs
 * it only once no field has failed with `abort` (an empty name does), and skips even a
 * refinement given `when` then.
 */
const passwordConfirmationSchema = z
  .object({ password: z.unknown(), confirmPassword: z.string({ error: M.passwordsDoNotMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The signup form: the request plus the confirmation field. */
export const signupFormSchema = signupRequestSchema.and(passwordConfirmationSchema);
export type SignupForm = z.infer<typeof signupFormSchema>;

export const loginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A new password with its confirmation (the set-a-new-password page). */
export const newPasswordFormSchema = z.object({ password: signupPasswordSchema }).and(passwordConfirmationSchema);

/** A field's value as typed, when the form has it as text. */
const typedField = (form: unknown, name: string): string | undefined => {
  const value = typeof form === 'object' && form !== null ? (form as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * A form's password, once it passes the composition rule, must not be common nor hold the
 * store's name or the person's names or address as typed so far. Joined with `.and` like the
 * confirmation, so it speaks whatever the other fields hold; it reads the fields as typed and
 * adds none to the form's value (an intersection cannot merge two values of one field, such
 * as a name before and after trimming).
 */
const passwordWordsSchema = (words: PasswordWords) =>
  z
    .unknown()
    .superRefine((form, ctx) => {
      const password = typedField(form, 'password');
      if (password === undefined || !isValidSignupPassword(password)) return;
      const person = { firstName: typedField(form, 'firstName'), lastName: typedField(form, 'lastName'), email: typedField(form, 'email') };
      const message = passwordWordsMessage(password, person, words);
      // Final (continue: false): the form's value is then not built, which the intersection needs to skip merging it.
      if (message) ctx.addIssue({ code: 'custom', message, path: ['password'], continue: false });
    })
    .transform(() => ({}));

/** The signup form as the web app checks it: with the common passwords and the names of password-words.ts. */
export const signupFormSchemaWith = (words: PasswordWords) => signupFormSchema.and(passwordWordsSchema(words));

/** The set-a-new-password form with the same checks; the page does not know whose the link is, so names are the server's to check. */
export const newPasswordFormSchemaWith = (words: PasswordWords) => newPasswordFormSchema.and(passwordWordsSchema(words));

import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the list's most common passwords are refused. ASVS 6.2.4 asks for at least the
 * top 3,000; the top 10,000 (SecLists' usual cut) refuse the common words people dress up
 * ('Dr@gon2024', 'Summer2024!', 'Welcome1!') without refusing every dictionary word a person
 * builds a password from ('Cabinet#42' is number 15,474).
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The common passwords a new password must not be (ASVS 6.2.4): the most common of zxcvbn-ts's
 * list of about 49,000 (most common first, in lower case), from its well-kept
 * @zxcvbn-ts/language-common package. The package weighs about 200 KB gzipped, so only code that
 * checks a new password imports it: the server, and the web forms that set a password, lazily
 * (accounts/password-words.ts has the rule).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED),
);

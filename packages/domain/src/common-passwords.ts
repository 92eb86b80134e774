import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common passwords a new password must not be (ASVS 6.2.4): zxcvbn-ts's list of about
 * 49,000, most common first, in lower case, from its well-kept @zxcvbn-ts/language-common
 * package. It weighs about 200 KB gzipped, so only code that checks a new password imports
 * it: the server, and the web forms that set a password, lazily (password-words.ts has the rule).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

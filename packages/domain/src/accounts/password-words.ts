/**
 * What a new password must not be made of, beyond the spec's composition rule
 * (isValidSignupPassword in accounts/rules.ts): one of the most common passwords (ASVS 6.2.4),
 * or the store's name, the person's own names or e-mail address (ASVS 6.1.2, 6.2.11). The
 * composition rule already refuses most common passwords as they are; what it lets through
 * are common words dressed up to pass it, with letters swapped for symbols and digits and
 * symbols around them ('P@ssw0rd!', 'Dr@gon2024', 'Summer2024!'), so both checks look
 * through those. The list of common passwords is passed in (accounts/common-passwords.ts holds it),
 * which keeps this module small enough for any page.
 */

/** What the check needs besides the password; the person's details are left out where unknown. */
export interface PasswordContext {
  storeName: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

export type PasswordWordsProblem = 'personal' | 'common';

/**
 * The letters a symbol or digit is typed for (zxcvbn's table). 1, | and 7 read two ways;
 * a password is read each way.
 */
const SWAPS: Readonly<Record<string, readonly string[]>> = {
  '4': ['a'],
  '@': ['a'],
  '8': ['b'],
  '(': ['c'],
  '{': ['c'],
  '[': ['c'],
  '<': ['c'],
  '3': ['e'],
  '6': ['g'],
  '9': ['g'],
  '1': ['i', 'l'],
  '!': ['i'],
  '|': ['i', 'l'],
  '0': ['o'],
  $: ['s'],
  '5': ['s'],
  '7': ['t', 'l'],
  '+': ['t'],
  '%': ['x'],
  '2': ['z'],
};

/** Name parts and address pieces shorter than this are ignored: 'Al' or 'Li' would refuse half of all passwords. */
const MIN_WORD_LENGTH = 3;
/**
 * Words shorter than this count only standing on their own (at an end, or next to a
 * non-letter or a capital), not inside another word: 'Rta' refuses 'Rta2024!' and
 * 'MyRta#1', not 'Portal#42'; 'Ann' refuses 'Ann1985!', not 'Annual#42'.
 */
const BOUNDED_WORD_LENGTH = 4;
/** No list entry is longer; a longer stretch of a password cannot be one. */
const MAX_COMMON_LENGTH = 40;
/** Separators people put between words ('i love you', 'sun-shine'); a candidate is also read without them. */
const SEPARATORS = /[\s._-]+/gu;
const LETTER = /\p{L}/u;
const CAPITAL = /\p{Lu}/u;

interface Folded {
  /** Lower case without accents, so 'José' and 'jose' are one word. */
  text: string;
  /** For each UTF-16 unit of `text`: whether it is a letter, and whether it was typed as a capital. */
  letter: boolean[];
  capital: boolean[];
}

const fold = (typed: string): Folded => {
  const folded: Folded = { text: '', letter: [], capital: [] };
  for (const char of typed) {
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    folded.text += plain;
    for (let unit = 0; unit < plain.length; unit += 1) {
      folded.letter.push(LETTER.test(plain));
      folded.capital.push(CAPITAL.test(char));
    }
  }
  return folded;
};

/**
 * The text read with every swapped character taken for its letter, once for each reading of
 * 1, | and 7, and as typed. Each reading keeps the text's length, so positions line up.
 */
const readings = (text: string): string[] => {
  let tables: Record<string, string>[] = [{}];
  for (const [symbol, letters] of Object.entries(SWAPS)) {
    if (text.includes(symbol))
      tables = tables.flatMap((table) => letters.map((letter) => ({ ...table, [symbol]: letter })));
  }
  const read = tables.map((table) => Array.from(text, (char) => table[char] ?? char).join(''));
  return [...new Set([text, ...read])];
};

/**
 * Whether the password is a common one, as typed or dressed up: read through the swaps, it is
 * a list entry once any run of non-letters at either end is dropped ('!Dr@gon2024?' is
 * 'dragon'), with or without the separators between its words ('I love you 2!').
 */
export const isCommonPassword = (password: string, commonPasswords: ReadonlySet<string>): boolean => {
  const { text, letter } = fold(password);
  let lead = 0;
  while (lead < text.length && !letter[lead]) lead += 1;
  let trail = text.length;
  while (trail > lead && !letter[trail - 1]) trail -= 1;
  return readings(text).some((reading) => {
    for (let start = 0; start <= lead; start += 1) {
      for (
        let end = Math.max(trail, start + MIN_WORD_LENGTH);
        end <= Math.min(text.length, start + MAX_COMMON_LENGTH);
        end += 1
      ) {
        const candidate = reading.slice(start, end);
        if (commonPasswords.has(candidate) || commonPasswords.has(candidate.replace(SEPARATORS, ''))) return true;
      }
    }
    return false;
  });
};

/**
 * A name or address in the words it is made of, and whole without its separators: those at
 * least MIN_WORD_LENGTH long with a letter in them (a number in an address, 'ann.1985' or a
 * counter, is no word of the person's).
 */
const wordsOf = (text: string): string[] => {
  const pieces = fold(text).text.split(/[^\p{L}\p{N}]+/u);
  const whole = pieces.join('');
  return [...pieces, whole].filter((word) => Array.from(word).length >= MIN_WORD_LENGTH && LETTER.test(word));
};

/**
 * The store's name as a whole, without its separators ('rtacabinetstore'): a password holding
 * the name is refused, not every password holding one of its words (a store called 'RTA
 * Cabinet Store' does not refuse 'Cabinet#42' or 'Restore#Point42'), as ordinary words of a
 * store's name are no more guessable than any other word.
 */
const storeNameOf = (storeName: string): string[] => {
  const whole = fold(storeName).text.replace(/[^\p{L}\p{N}]+/gu, '');
  return Array.from(whole).length >= MIN_WORD_LENGTH && LETTER.test(whole) ? [whole] : [];
};

/** The words a password must not hold: the store's name, and the person's names and the local part of their address. */
export const contextWords = (context: PasswordContext): string[] => {
  const email = context.email ?? '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  return [
    ...new Set([
      ...storeNameOf(context.storeName),
      ...[context.firstName ?? '', context.lastName ?? '', localPart].flatMap(wordsOf),
    ]),
  ];
};

/** Whether `word` appears in `reading` where BOUNDED_WORD_LENGTH asks (see there). */
const holdsWord = (reading: string, folded: Folded, word: string): boolean => {
  const bounded = Array.from(word).length < BOUNDED_WORD_LENGTH;
  for (let at = reading.indexOf(word); at >= 0; at = reading.indexOf(word, at + 1)) {
    if (!bounded) return true;
    const end = at + word.length;
    const startsAlone = at === 0 || !folded.letter[at - 1] || folded.capital[at] === true;
    const endsAlone = end === reading.length || !folded.letter[end] || folded.capital[end] === true;
    if (startsAlone && endsAlone) return true;
  }
  return false;
};

/** A reading without what people put between words ('RTA-Cabinet-Store', 'Love lace'). */
const squeezed = (reading: string): string => reading.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Whether the password holds any of the context's words, as typed or with swapped characters
 * read as letters; a word long enough to count inside others also counts with separators
 * between its letters.
 */
export const holdsContextWord = (password: string, context: PasswordContext): boolean => {
  const words = contextWords(context);
  if (words.length === 0) return false;
  const folded = fold(password);
  const candidates = readings(folded.text);
  return words.some((word) =>
    candidates.some(
      (reading) =>
        holdsWord(reading, folded, word) ||
        (Array.from(word).length >= BOUNDED_WORD_LENGTH && squeezed(reading).includes(word)),
    ),
  );
};

/**
 * What is wrong with a password that passes the composition rule, if anything. Its own name
 * or the store's is the more useful thing to say, so it comes first.
 */
export const passwordWordsProblem = (
  password: string,
  context: PasswordContext,
  commonPasswords: ReadonlySet<string>,
): PasswordWordsProblem | undefined => {
  if (holdsContextWord(password, context)) return 'personal';
  if (isCommonPassword(password, commonPasswords)) return 'common';
  return undefined;
};

/**
 * Ways to write a path that a client may send and a router may take for the same route:
 * what an attacker tries to slip past a check that reads the raw URL. Each takes a plain
 * path of two or more segments (`/api/login`) and spells it differently.
 */
const encodeLetter = (letter: string, hexCase: 'upper' | 'lower' = 'upper'): string => {
  const hex = letter.charCodeAt(0).toString(16);
  return `%${hexCase === 'upper' ? hex.toUpperCase() : hex}`;
};

/** Percent-encodes the letter at `index` of every segment chosen by `which`. */
const encodeInSegments = (
  path: string,
  which: (segment: number, count: number) => boolean,
  index: (segment: string) => number,
) => {
  const segments = path.split('/');
  return segments
    .map((segment, n) => {
      if (n === 0 || !which(n, segments.length) || segment.length === 0) return segment;
      const at = index(segment);
      return segment.slice(0, at) + encodeLetter(segment[at] ?? '') + segment.slice(at + 1);
    })
    .join('/');
};

const lastSlash = /\/(?=[^/]*$)/;

export const PATH_SPELLINGS: readonly { name: string; spell: (path: string) => string }[] = [
  { name: 'as is', spell: (path) => path },
  {
    name: 'the first letter of the first segment percent-encoded',
    spell: (path) =>
      encodeInSegments(
        path,
        (n) => n === 1,
        () => 0,
      ),
  },
  {
    name: 'the first letter of the last segment percent-encoded',
    spell: (path) =>
      encodeInSegments(
        path,
        (n, count) => n === count - 1,
        () => 0,
      ),
  },
  {
    name: 'the last letter of every segment percent-encoded',
    spell: (path) =>
      encodeInSegments(
        path,
        () => true,
        (segment) => segment.length - 1,
      ),
  },
  { name: 'every letter percent-encoded', spell: (path) => path.replace(/[a-z]/gi, (letter) => encodeLetter(letter)) },
  {
    name: 'every letter percent-encoded in lower-case hex',
    spell: (path) => path.replace(/[a-z]/gi, (letter) => encodeLetter(letter, 'lower')),
  },
  { name: 'a double slash in front', spell: (path) => `/${path}` },
  { name: 'a double slash inside', spell: (path) => path.replace(lastSlash, '//') },
  { name: 'a dot segment', spell: (path) => path.replace(lastSlash, '/./') },
  { name: 'a parent segment', spell: (path) => path.replace(lastSlash, '/x/../') },
  { name: 'a leading dot segment', spell: (path) => `/.${path}` },
  { name: 'an encoded dot segment', spell: (path) => path.replace(lastSlash, '/%2e/') },
  { name: 'a trailing slash', spell: (path) => `${path}/` },
  { name: 'a trailing dot segment', spell: (path) => `${path}/.` },
  { name: 'upper case', spell: (path) => path.toUpperCase() },
  {
    name: 'an upper-case first segment',
    spell: (path) => path.replace(/^\/[^/]+/, (segment) => segment.toUpperCase()),
  },
  {
    name: 'a capital letter in the last segment',
    spell: (path) =>
      path.replace(/\/([a-z])([^/]*)$/, (_, first: string, rest: string) => `/${first.toUpperCase()}${rest}`),
  },
  { name: 'a query string', spell: (path) => `${path}?via=spelling` },
  { name: 'an empty query string', spell: (path) => `${path}?` },
  { name: 'an encoded slash', spell: (path) => path.replace(lastSlash, '%2F') },
  { name: 'a semicolon parameter', spell: (path) => `${path};x=1` },
  { name: 'a trailing encoded NUL', spell: (path) => `${path}%00` },
];

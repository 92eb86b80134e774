import { LENGTH_STEP } from './plan-constants.ts';

/**
 * Lengths as people measure them (issue 22): typed as `120`, `120.5`, `120 1/2`, `10' 1/2"`,
 * `10'6"` or `10 ft 0.5 in`, held as inches in sixteenths (plan.ts), and shown back in feet,
 * inches and fractions, the way a tape measure reads.
 */

export const LENGTH_MESSAGES = {
  empty: 'Enter a length.',
  unreadable: `Enter a length like 120, 120 1/2 or 10' 1/2".`,
} as const;

export type LengthResult = { ok: true; inches: number } | { ok: false; message: string };

const SIXTEENTHS = 1 / LENGTH_STEP;
const toSixteenth = (inches: number): number => Math.round(inches * SIXTEENTHS) / SIXTEENTHS;

/** Words and typographic marks to the two marks the pattern reads: ' for feet, " for inches. */
const normalise = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[′’‘`]/g, "'")
    .replace(/[″“”]|''/g, '"')
    .replace(/\s*(?:feet|foot|ft)\.?(?![a-z])/g, "'")
    .replace(/\s*(?:inches|inch|in)\.?(?![a-z])/g, '"');

const DECIMAL = String.raw`\d+(?:\.\d+)?|\.\d+`;
/** Inches: a number, a number and a fraction (`6 1/2`, `6-1/2`), or a fraction alone. */
const INCHES = String.raw`(?:(${DECIMAL})(?:(?:\s+|\s*-\s*)(\d+)\s*\/\s*(\d+))?|(\d+)\s*\/\s*(\d+))\s*"?`;
const LENGTH = new RegExp(String.raw`^(?:(${DECIMAL})\s*'\s*)?(?:${INCHES})?$`);

const fraction = (numerator?: string, denominator?: string): number | null => {
  if (numerator === undefined || denominator === undefined) return 0;
  return Number(denominator) === 0 ? null : Number(numerator) / Number(denominator);
};

/** Reads a length to the nearest 1/16"; a bare number is inches. */
export const parseLength = (text: string): LengthResult => {
  const normal = normalise(text);
  if (normal === '') return { ok: false, message: LENGTH_MESSAGES.empty };
  const match = LENGTH.exec(normal);
  if (!match) return { ok: false, message: LENGTH_MESSAGES.unreadable };
  const [, feet, whole, numerator, denominator, loneNumerator, loneDenominator] = match;
  const withWhole = fraction(numerator, denominator);
  const alone = fraction(loneNumerator, loneDenominator);
  const hasInches = whole !== undefined || loneNumerator !== undefined;
  if (withWhole === null || alone === null || (feet === undefined && !hasInches)) {
    return { ok: false, message: LENGTH_MESSAGES.unreadable };
  }
  const inches = Number(feet ?? 0) * 12 + Number(whole ?? 0) + withWhole + alone;
  if (!Number.isFinite(inches)) return { ok: false, message: LENGTH_MESSAGES.unreadable };
  return { ok: true, inches: toSixteenth(inches) };
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Whole inches and a reduced fraction: `1 1/2`, `9`, `1/16`, `0`. */
const inchesText = (sixteenths: number): string => {
  const whole = Math.floor(sixteenths / SIXTEENTHS);
  const rest = sixteenths % SIXTEENTHS;
  if (rest === 0) return String(whole);
  const divisor = gcd(rest, SIXTEENTHS);
  const part = `${rest / divisor}/${SIXTEENTHS / divisor}`;
  return whole === 0 ? part : `${whole} ${part}`;
};

const signed = (inches: number, write: (sixteenths: number) => string): string => {
  const sixteenths = Math.round(inches * SIXTEENTHS);
  return sixteenths < 0 ? `-${write(-sixteenths)}` : write(sixteenths);
};

/** Feet, inches and fractions: `10' 1/2"`, `8'`, `2' 6"`, `9"`, `1/16"`. */
export const formatLength = (inches: number): string =>
  signed(inches, (sixteenths) => {
    const perFoot = 12 * SIXTEENTHS;
    const feet = Math.floor(sixteenths / perFoot);
    const rest = sixteenths % perFoot;
    if (feet === 0) return `${inchesText(rest)}"`;
    return rest === 0 ? `${feet}'` : `${feet}' ${inchesText(rest)}"`;
  });

/** Inches only, for messages about rows: `2 1/2"`, `121 1/2"`. */
export const formatInches = (inches: number): string => signed(inches, (sixteenths) => `${inchesText(sixteenths)}"`);

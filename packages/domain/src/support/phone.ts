/**
 * Phone numbers (spec §5 Phone): exactly 10 digits, shown as (xxx) xxx-xxxx. A leading
 * US country code 1 is dropped, so '+1 555 123 4567' is the same number as '5551234567'.
 */

/** Spec §9 Limits: phone 10 digits. */
export const PHONE_DIGITS = 10;

/** Only what people write in phone numbers: digits, spaces, brackets, dots, dashes and a plus. */
export const PHONE_CHARACTERS = /^[\d\s().+-]+$/;

/** The digits of a number, without the country code 1 when there are 11. */
export const phoneDigits = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** (xxx) xxx-xxxx, from 10 digits; anything else is returned as it was. */
export const formatPhone = (value: string): string => {
  const digits = phoneDigits(value);
  if (digits.length !== PHONE_DIGITS) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/**
 * Formatting while the number is typed: the digits so far, at most 10, in as much of the
 * (xxx) xxx-xxxx shape as they fill. Deleting past a bracket or dash just removes digits.
 */
export const formatPhoneInput = (value: string): string => {
  let digits = value.replace(/\D/g, '');
  // "+1 " typed first: the country code is not part of the 10 digits.
  if (digits.length > PHONE_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

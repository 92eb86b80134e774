import * as v from 'valibot';
import { settled } from '../common/fields.ts';
import { formatPhone, phoneDigits, PHONE_CHARACTERS, PHONE_DIGITS } from './phone.ts';
import { requiredMessage, SUPPORT_MESSAGES as M } from './messages.ts';

/* The phone field's schema, apart from support/phone.ts's display and digits (which pages show without the schemas). */

/** A required phone field: characters a number can hold, then exactly 10 digits; the value comes out formatted. */
export const phoneSchema = (label: string) =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.trim(),
    v.minLength(1, requiredMessage(label)),
    settled,
    v.maxLength(30, M.phoneInvalid),
    settled,
    v.regex(PHONE_CHARACTERS, M.phoneInvalid),
    settled,
    v.check((value) => phoneDigits(value).length === PHONE_DIGITS, M.phoneDigits),
    v.transform(formatPhone),
  );

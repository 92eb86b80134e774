import { z } from 'zod';
import { formatPhone, phoneDigits, PHONE_CHARACTERS, PHONE_DIGITS } from './phone.ts';
import { requiredMessage, SUPPORT_MESSAGES as M } from './support-messages.ts';

/* The phone field's schema, apart from phone.ts's display and digits (which pages show without zod). */

/** A required phone field: characters a number can hold, then exactly 10 digits; the value comes out formatted. */
export const phoneSchema = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label), abort: true })
    .max(30, { error: M.phoneInvalid, abort: true })
    .regex(PHONE_CHARACTERS, { error: M.phoneInvalid, abort: true })
    .refine((value) => phoneDigits(value).length === PHONE_DIGITS, { error: M.phoneDigits, abort: true })
    .overwrite(formatPhone);

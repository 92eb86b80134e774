import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, formatPhoneInput, phoneDigits } from '../../src/support/phone.ts';
import { phoneSchema } from '../../src/support/phone-schema.ts';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('formatPhone: (xxx) xxx-xxxx', () => {
  it.each(['5551234567', '555-123-4567', '(555) 123 4567', '555.123.4567', '+1 555 123 4567', '1-555-123-4567'])(
    'formats %s',
    (raw) => {
      expect(formatPhone(raw)).toBe('(555) 123-4567');
    },
  );

  it('leaves what is not 10 digits as it was', () => {
    expect(formatPhone('55512')).toBe('55512');
    expect(phoneDigits('25551234567')).toBe('25551234567');
  });
});

describe('formatPhoneInput: as the number is typed', () => {
  it('shapes the digits typed so far', () => {
    expect(['', '5', '55', '555', '5551', '555123', '5551234', '5551234567'].map(formatPhoneInput)).toEqual([
      '',
      '(5',
      '(55',
      '(555',
      '(555) 1',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-4567',
    ]);
  });

  it('drops letters, stops at 10 digits and drops a typed country code', () => {
    expect(formatPhoneInput('555abc1234567999')).toBe('(555) 123-4567');
    expect(formatPhoneInput('+1 (555) 123-45678')).toBe('(555) 123-4567');
  });

  it('is stable: formatting a formatted value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = formatPhoneInput(raw);
        expect(formatPhoneInput(once)).toBe(once);
        expect(once.replace(/\D/g, '').length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('phoneSchema (spec §5 Phone)', () => {
  const schema = phoneSchema('Phone');

  it('accepts 10 digits and gives them formatted', () => {
    expect(v.parse(schema, ' 555 123 4567 ')).toBe('(555) 123-4567');
  });

  it('requires a number', () => {
    expect(messages(v.safeParse(schema, ''))).toEqual(['Phone is required']);
    expect(messages(v.safeParse(schema, undefined))).toEqual(['Phone is required']);
  });

  it('refuses letters and symbols with the format message', () => {
    expect(messages(v.safeParse(schema, '555-CALL-NOW'))).toEqual(['Please enter a valid phone number']);
    expect(messages(v.safeParse(schema, '555#1234567'))).toEqual(['Please enter a valid phone number']);
  });

  it('refuses the wrong number of digits with the 10-digit message', () => {
    expect(messages(v.safeParse(schema, '555 1234'))).toEqual(['Please enter a valid 10-digit phone number']);
    expect(messages(v.safeParse(schema, '555 123 45678'))).toEqual(['Please enter a valid 10-digit phone number']);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contactEmailSchema,
  contactFormSchema,
  contactNameSchema,
  messageCounter,
  messageSchema,
  subjectSchema,
} from '../../src/support/contact-rules.ts';
import { formatOrderId, orderSupportSubject } from '../../src/orders/order-id.ts';
import { SUPPORT_MESSAGES as M } from '../../src/support/messages.ts';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];
const valid = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'Hinges',
  orderId: '',
  message: 'The hinges are loose.',
};

describe('the simple contact form (spec §5)', () => {
  it('uses the spec’s words', () => {
    expect(M.nameRequired).toBe('Please enter your name');
    expect(M.messageTooShort).toBe('Message must be at least 10 characters');
    expect(M.messageTooLong).toBe('Message must not exceed 1000 characters');
    expect(M.subjectRequired).toBe('Subject is required');
    expect(M.orderRequired).toBe('Please select an order');
  });

  it('requires a name, on one line, of at most 50 characters', () => {
    expect(messages(v.safeParse(contactNameSchema, '  '))).toEqual(['Please enter your name']);
    expect(messages(v.safeParse(contactNameSchema, undefined))).toEqual(['Please enter your name']);
    expect(v.parse(contactNameSchema, ' Ann \n Lee & Sons ')).toBe('Ann Lee & Sons');
    expect(messages(v.safeParse(contactNameSchema, 'a'.repeat(51)))).toEqual(['Name cannot exceed 50 characters']);
  });

  it('needs a valid e-mail address, trimmed and in lower case', () => {
    const email = contactEmailSchema();
    expect(v.parse(email, ' Ann@Example.COM ')).toBe('ann@example.com');
    for (const bad of ['', 'ann', 'ann@example', 'a b@example.com', `${'a'.repeat(250)}@x.com`]) {
      expect(messages(v.safeParse(email, bad))).toEqual(['Please enter a valid email address']);
    }
  });

  it('requires a subject of at most 150 characters', () => {
    expect(messages(v.safeParse(subjectSchema, ' '))).toEqual(['Subject is required']);
    expect(messages(v.safeParse(subjectSchema, 's'.repeat(151)))).toEqual(['Subject cannot exceed 150 characters']);
  });

  it('takes a message of 10 to 1000 characters once trimmed', () => {
    expect(messages(v.safeParse(messageSchema, ''))).toEqual(['Message must be at least 10 characters']);
    expect(messages(v.safeParse(messageSchema, '   too short   '))).toEqual(['Message must be at least 10 characters']);
    expect(v.parse(messageSchema, `  ${'m'.repeat(1000)}  `)).toHaveLength(1000);
    expect(messages(v.safeParse(messageSchema, 'm'.repeat(1001)))).toEqual(['Message must not exceed 1000 characters']);
    expect(v.parse(messageSchema, 'Line one\r\nline two')).toBe('Line one\nline two');
  });

  it('asks for a subject in every context but order support, which asks for an order', () => {
    expect(v.safeParse(contactFormSchema('site_support'), valid).success).toBe(true);
    expect(messages(v.safeParse(contactFormSchema('site_support'), { ...valid, subject: '' }))).toEqual([
      'Subject is required',
    ]);
    expect(messages(v.safeParse(contactFormSchema('order_support'), { ...valid, subject: '' }))).toEqual([
      'Please select an order',
    ]);
    expect(
      v.safeParse(contactFormSchema('order_support'), { ...valid, subject: '', orderId: 'RTA-ORD-1' }).success,
    ).toBe(true);
  });

  it('reports one message per field, all fields at once', () => {
    const result = v.safeParse(contactFormSchema('site_support'), {
      name: '',
      email: 'x',
      subject: '',
      orderId: '',
      message: 'short',
    });
    expect(messages(result)).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Subject is required',
      'Message must be at least 10 characters',
    ]);
  });
});

describe('the message counter', () => {
  it('counts against 1000 and turns to a warning above 900', () => {
    expect(messageCounter('')).toEqual({ length: 0, text: '0/1000', warning: false });
    expect(messageCounter('x'.repeat(900)).warning).toBe(false);
    expect(messageCounter('x'.repeat(901))).toEqual({ length: 901, text: '901/1000', warning: true });
    expect(messageCounter('x'.repeat(1200)).text).toBe('1200/1000');
  });

  it('counts what the rule counts: the trimmed text', () => {
    expect(messageCounter('  hello  ').text).toBe('5/1000');
  });
});

describe('order ids', () => {
  it('are shown without the RTA-ORD- prefix', () => {
    expect(formatOrderId('RTA-ORD-1042')).toBe('1042');
    expect(formatOrderId('1042')).toBe('1042');
    expect(orderSupportSubject('RTA-ORD-1042')).toBe('Order Support - #1042');
  });
});

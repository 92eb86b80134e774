import { describe, expect, it } from 'vitest';
import { contactEmailSchema, contactFormSchema, contactNameSchema, messageCounter, messageSchema, subjectSchema } from '../src/contact-rules.ts';
import { formatOrderId, orderSupportSubject } from '../src/order-id.ts';
import { SUPPORT_MESSAGES as M } from '../src/support-messages.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const valid = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Hinges', orderId: '', message: 'The hinges are loose.' };

describe('the simple contact form (spec §5)', () => {
  it('uses the spec’s words', () => {
    expect(M.nameRequired).toBe('Please enter your name');
    expect(M.messageTooShort).toBe('Message must be at least 10 characters');
    expect(M.messageTooLong).toBe('Message must not exceed 1000 characters');
    expect(M.subjectRequired).toBe('Subject is required');
    expect(M.orderRequired).toBe('Please select an order');
  });

  it('requires a name, on one line, of at most 50 characters', () => {
    expect(messages(contactNameSchema.safeParse('  '))).toEqual(['Please enter your name']);
    expect(messages(contactNameSchema.safeParse(undefined))).toEqual(['Please enter your name']);
    expect(contactNameSchema.parse(' Ann \n Lee & Sons ')).toBe('Ann Lee & Sons');
    expect(messages(contactNameSchema.safeParse('a'.repeat(51)))).toEqual(['Name cannot exceed 50 characters']);
  });

  it('needs a valid e-mail address, trimmed and in lower case', () => {
    const email = contactEmailSchema();
    expect(email.parse(' Ann@Example.COM ')).toBe('ann@example.com');
    for (const bad of ['', 'ann', 'ann@example', 'a b@example.com', `${'a'.repeat(250)}@x.com`]) {
      expect(messages(email.safeParse(bad))).toEqual(['Please enter a valid email address']);
    }
  });

  it('requires a subject of at most 150 characters', () => {
    expect(messages(subjectSchema.safeParse(' '))).toEqual(['Subject is required']);
    expect(messages(subjectSchema.safeParse('s'.repeat(151)))).toEqual(['Subject cannot exceed 150 characters']);
  });

  it('takes a message of 10 to 1000 characters once trimmed', () => {
    expect(messages(messageSchema.safeParse(''))).toEqual(['Message must be at least 10 characters']);
    expect(messages(messageSchema.safeParse('   too short   '))).toEqual(['Message must be at least 10 characters']);
    expect(messageSchema.parse(`  ${'m'.repeat(1000)}  `)).toHaveLength(1000);
    expect(messages(messageSchema.safeParse('m'.repeat(1001)))).toEqual(['Message must not exceed 1000 characters']);
    expect(messageSchema.parse('Line one\r\nline two')).toBe('Line one\nline two');
  });

  it('asks for a subject in every context but order support, which asks for an order', () => {
    expect(contactFormSchema('site_support').safeParse(valid).success).toBe(true);
    expect(messages(contactFormSchema('site_support').safeParse({ ...valid, subject: '' }))).toEqual(['Subject is required']);
    expect(messages(contactFormSchema('order_support').safeParse({ ...valid, subject: '' }))).toEqual(['Please select an order']);
    expect(contactFormSchema('order_support').safeParse({ ...valid, subject: '', orderId: 'RTA-ORD-1' }).success).toBe(true);
  });

  it('reports one message per field, all fields at once', () => {
    const result = contactFormSchema('site_support').safeParse({ name: '', email: 'x', subject: '', orderId: '', message: 'short' });
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

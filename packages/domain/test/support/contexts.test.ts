import { describe, expect, it } from 'vitest';
import {
  cleanText,
  isSimpleContext,
  EXTRA_FIELDS,
  pickExtraDetails,
  prefixedSubject,
  SIMPLE_CONTEXT_IDS,
  singleLine,
  SUPPORT_CONTEXT_IDS,
  SUPPORT_CONTEXTS,
  SUPPORT_PRIORITIES,
  supportContext,
} from '../../src/support/contexts.ts';

describe('the ten support contexts (spec §3)', () => {
  it('are the spec’s, in its order', () => {
    expect(SUPPORT_CONTEXT_IDS).toEqual([
      'site_support',
      'order_support',
      'payment_issue',
      'technical_error',
      'product_question',
      'general_inquiry',
      'faq_support',
      'cart_support',
      'checkout_support',
      'trade_pro_registration',
    ]);
    expect(SIMPLE_CONTEXT_IDS).toEqual(SUPPORT_CONTEXT_IDS.filter((id) => id !== 'trade_pro_registration'));
  });

  it.each(SUPPORT_CONTEXT_IDS)(
    '%s has a title, help text, subject prefix, default subject, priority and extra fields',
    (id) => {
      const context = SUPPORT_CONTEXTS[id];
      expect(context.id).toBe(id);
      expect(context.title.length).toBeGreaterThan(3);
      expect(context.helpText.length).toBeGreaterThan(20);
      expect(context.subjectPrefix).toMatch(/^\[.+\]$/);
      expect(context.defaultSubject.length).toBeGreaterThan(3);
      expect(SUPPORT_PRIORITIES).toContain(context.priority);
      for (const field of context.extraFields) expect(EXTRA_FIELDS).toContain(field);
    },
  );

  it('uses every priority and every extra field the spec names', () => {
    const contexts = Object.values(SUPPORT_CONTEXTS);
    expect(new Set(contexts.map((c) => c.priority))).toEqual(new Set(['medium', 'high', 'normal']));
    expect(new Set(contexts.flatMap((c) => c.extraFields))).toEqual(new Set(EXTRA_FIELDS));
  });

  it('carries the order with order support and the error with a technical error', () => {
    expect(SUPPORT_CONTEXTS.order_support.extraFields).toEqual(['orderId', 'orderDate']);
    expect(SUPPORT_CONTEXTS.technical_error.extraFields).toEqual(['errorCode', 'errorMessage', 'url', 'browser']);
    expect(SUPPORT_CONTEXTS.order_support.priority).toBe('high');
  });

  it('answers all but the application with the simple form', () => {
    expect(
      Object.values(SUPPORT_CONTEXTS)
        .filter(isSimpleContext)
        .map((c) => c.id),
    ).toEqual(SIMPLE_CONTEXT_IDS);
  });

  it('falls back to site support for a name that is not a context', () => {
    expect(supportContext('faq_support').id).toBe('faq_support');
    expect(supportContext('nonsense').id).toBe('site_support');
    expect(supportContext('__proto__').id).toBe('site_support');
  });
});

describe('prefixedSubject', () => {
  it('puts the context prefix in front once', () => {
    const context = SUPPORT_CONTEXTS.cart_support;
    expect(prefixedSubject(context, 'Labels vanished')).toBe('[Binder Support] Labels vanished');
    expect(prefixedSubject(context, '[Binder Support] Labels vanished')).toBe('[Binder Support] Labels vanished');
  });
});

describe('pickExtraDetails', () => {
  it('keeps only the context’s fields, as trimmed single lines, without empty ones', () => {
    const details = {
      errorCode: ' 503 ',
      errorMessage: 'Failed to fetch\ntypes',
      orderId: 'RTA-ORD-1',
      url: '   ',
      browser: 42,
    };
    expect(pickExtraDetails(SUPPORT_CONTEXTS.technical_error, details)).toEqual({
      errorCode: '503',
      errorMessage: 'Failed to fetch types',
    });
    expect(pickExtraDetails(SUPPORT_CONTEXTS.general_inquiry, details)).toEqual({});
  });

  it('cuts a value at 500 characters', () => {
    const picked = pickExtraDetails(SUPPORT_CONTEXTS.technical_error, { errorMessage: 'x'.repeat(2000) });
    expect(picked.errorMessage).toHaveLength(500);
  });
});

describe('text cleaning', () => {
  it('drops control characters, NUL included, and keeps line breaks in multi-line text', () => {
    expect(cleanText('  Hello\u0000 there\r\nsecond\tline\u0007  ')).toBe('Hello there\nsecond\tline');
  });

  it('makes one line of one-line fields', () => {
    expect(singleLine(' Ann \n\t Lee\u0000 ')).toBe('Ann Lee');
  });
});

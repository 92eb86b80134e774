import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { supportRequestSchema } from '../../src/api/contact.ts';
import { contactRequestBody, tradeRequestBody } from '../../src/support/requests.ts';
import { tradeApplicationSchema } from '../../src/support/trade-application.ts';
import { validApplication } from './fixtures.ts';

const values = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'Hinges',
  orderId: '',
  message: 'The hinges squeak.',
};

describe('request bodies of the contact modal', () => {
  it('carry the context, its priority and only its extra details', () => {
    const body = contactRequestBody('technical_error', values, { errorMessage: 'Boom', orderId: 'x', url: '/store' });
    expect(body).toEqual({
      formType: 'contact',
      context: 'technical_error',
      priority: 'high',
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Hinges',
      message: 'The hinges squeak.',
      details: { errorMessage: 'Boom', url: '/store' },
    });
    expect(v.safeParse(supportRequestSchema, body).success).toBe(true);
  });

  it('make the order-support subject from the chosen order', () => {
    const body = contactRequestBody(
      'order_support',
      { ...values, subject: '', orderId: 'RTA-ORD-1042' },
      { orderDate: '2026-01-02' },
    );
    expect(body).toMatchObject({
      subject: 'Order Support - #1042',
      details: { orderId: 'RTA-ORD-1042', orderDate: '2026-01-02' },
    });
    expect(v.safeParse(supportRequestSchema, body).success).toBe(true);
  });

  it('send an application as its fields and its flattened message, with formType trade_pro_registration', () => {
    const application = v.parse(tradeApplicationSchema, validApplication);
    const body = tradeRequestBody(application);
    expect(body).toMatchObject({
      formType: 'trade_pro_registration',
      context: 'trade_pro_registration',
      priority: 'medium',
      name: 'Dana Oak',
      email: 'dana@oakandsons.example',
      subject: 'Trade Pro Application - Oak & Sons Remodeling',
      application,
    });
    expect(body.message?.split('\n')).toHaveLength(11);
    expect(v.safeParse(supportRequestSchema, body).success).toBe(true);
  });
});

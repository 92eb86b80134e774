import { describe, expect, it } from 'vitest';
import { contactAnswer } from '../../src/support/contact-answers.ts';
import { SUPPORT_MESSAGES as M } from '../../src/support/messages.ts';

describe('what the contact modal says for each answer (spec §8 Contact)', () => {
  it('success, and the contractor success', () => {
    expect(contactAnswer(201, { success: true })).toEqual({
      ok: true,
      message: "Message sent successfully! We'll get back to you soon.",
    });
    expect(contactAnswer(200, {}, 'trade_pro_registration')).toEqual({
      ok: true,
      message: "Application submitted successfully! We'll review your information and get back to you within 48 hours.",
    });
  });

  it('400 with an errors array: the messages joined', () => {
    const body = { message: 'ignored', errors: ['Please enter your name', 'Message must be at least 10 characters'] };
    expect(contactAnswer(400, body)).toEqual({
      ok: false,
      message: 'Please enter your name, Message must be at least 10 characters',
    });
  });

  it('400 with a message: that message', () => {
    expect(contactAnswer(400, { message: 'Please select an order' })).toEqual({
      ok: false,
      message: 'Please select an order',
    });
    expect(contactAnswer(400, { message: 'Subject is required', errors: [] })).toEqual({
      ok: false,
      message: 'Subject is required',
    });
  });

  it('400 saying emailSent: a success', () => {
    expect(contactAnswer(400, { emailSent: true, message: 'Something minor' })).toEqual({
      ok: true,
      message: 'Message sent successfully',
    });
    expect(contactAnswer(400, { emailSent: false, message: 'No' })).toEqual({ ok: false, message: 'No' });
  });

  it('429, 5xx, and everything else', () => {
    expect(contactAnswer(429, { message: 'Rate limit exceeded for /api/contact.' }).message).toBe(
      'Too many requests. Please try again later.',
    );
    for (const status of [500, 502, 503])
      expect(contactAnswer(status, null).message).toBe('Server error. Please try again later.');
    for (const [status, body] of [
      [400, null],
      [400, { errors: [1, ''] }],
      [401, { message: 'x' }],
      [404, {}],
      [0, null],
    ] as const) {
      expect(contactAnswer(status, body)).toEqual({ ok: false, message: 'Failed to send message. Please try again.' });
    }
  });

  it('uses the exact words of the spec', () => {
    expect(M.tooManyRequests).toBe('Too many requests. Please try again later.');
    expect(M.serverError).toBe('Server error. Please try again later.');
    expect(M.failed).toBe('Failed to send message. Please try again.');
    expect(M.emailSent).toBe('Message sent successfully');
  });
});

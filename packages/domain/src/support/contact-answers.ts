import type { SupportFormType } from '../api/contact.ts';
import { SUPPORT_MESSAGES as M } from './messages.ts';

/**
 * What the contact modal says for each answer of POST /api/contact (spec §8 Contact).
 * `status` 0 stands for no answer at all (network down, timeout).
 */
export interface ContactAnswer {
  ok: boolean;
  message: string;
}

const errorsOf = (body: unknown): string[] => {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((error): error is string => typeof error === 'string' && error.length > 0);
};

const messageOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message
    ? body.message
    : undefined;

const saysEmailSent = (body: unknown): boolean =>
  !!body && typeof body === 'object' && 'emailSent' in body && body.emailSent === true;

export const contactAnswer = (status: number, body: unknown, formType: SupportFormType = 'contact'): ContactAnswer => {
  if (status >= 200 && status < 300) {
    return { ok: true, message: formType === 'trade_pro_registration' ? M.tradeSuccess : M.success };
  }
  if (status === 400) {
    // A server that stored the message but complained afterwards still got the message.
    if (saysEmailSent(body)) return { ok: true, message: M.emailSent };
    const errors = errorsOf(body);
    if (errors.length > 0) return { ok: false, message: errors.join(', ') };
    const message = messageOf(body);
    if (message) return { ok: false, message };
  }
  if (status === 429) return { ok: false, message: M.tooManyRequests };
  if (status >= 500) return { ok: false, message: M.serverError };
  return { ok: false, message: M.failed };
};

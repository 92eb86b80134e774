import { describe, expect, it } from 'vitest';
import { SUPPORT_CONTEXTS } from '@rta/domain/support/contexts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { recipientFor } from '../src/contact/support-submission.ts';

describe('support settings', () => {
  it('send every context to SUPPORT_EMAIL unless SUPPORT_EMAIL_<CONTEXT> names another mailbox', () => {
    const { support } = loadConfig({
      SUPPORT_EMAIL: 'help@cabinets.example',
      SUPPORT_EMAIL_PAYMENT_ISSUE: 'billing@cabinets.example',
      SUPPORT_EMAIL_CART_SUPPORT: '',
    });
    expect(recipientFor(support, SUPPORT_CONTEXTS.payment_issue)).toBe('billing@cabinets.example');
    expect(recipientFor(support, SUPPORT_CONTEXTS.cart_support)).toBe('help@cabinets.example');
    expect(recipientFor(support, SUPPORT_CONTEXTS.site_support)).toBe('help@cabinets.example');
  });

  it('default to support@localhost and 10 messages per hour per client', () => {
    expect(loadConfig({}).support).toEqual({ email: 'support@localhost', byContext: {}, maxPerHour: 10 });
  });

  it('name a bad mailbox along with every other bad setting', () => {
    const bad = () =>
      loadConfig({ SUPPORT_EMAIL_ORDER_SUPPORT: 'a@b.example, c@d.example', SUPPORT_EMAIL: 'nobody', PORT: 'x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/SUPPORT_EMAIL_ORDER_SUPPORT/);
    expect(bad).toThrow(/SUPPORT_EMAIL:/);
    expect(bad).toThrow(/PORT/);
  });
});

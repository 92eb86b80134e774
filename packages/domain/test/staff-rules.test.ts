import { describe, expect, it } from 'vitest';
import { dollarsToCents, cabinetUpdateSchema, PRICE_MAX_CENTS } from '../src/staff-catalogue.ts';
import { rolesAfterGrant } from '../src/staff-roles.ts';
import { groupInbox, replyRequestSchema, replySubject } from '../src/staff-support.ts';

describe('rolesAfterGrant', () => {
  it('keeps one contractor tier: a new tier replaces the old one and keeps staff roles', () => {
    expect(rolesAfterGrant(['Sales User', 'Contractor User Bronze'], 'Contractor User Gold')).toEqual({
      roles: ['Sales User', 'Contractor User Gold'],
      replaced: ['Contractor User Bronze'],
    });
  });
  it('adds a staff role beside a tier', () => {
    expect(rolesAfterGrant(['Contractor User Silver'], 'Store Admin')).toEqual({ roles: ['Contractor User Silver', 'Store Admin'], replaced: [] });
  });
});

describe('catalogue prices', () => {
  it.each([
    ['205', 20_500],
    ['205.5', 20_550],
    ['$1205.05', 120_505],
    [' 0 ', 0],
  ])('reads %j as %i cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents));
  it.each(['', '-1', '12.345', '1,200', 'abc', '100000.01'])('refuses %j', (text) => expect(dollarsToCents(text)).toBeNull());
  it('takes whole cents from 0 to the maximum and needs something to change', () => {
    expect(cabinetUpdateSchema.safeParse({ priceCents: PRICE_MAX_CENTS }).success).toBe(true);
    expect(cabinetUpdateSchema.safeParse({ priceCents: PRICE_MAX_CENTS + 1 }).success).toBe(false);
    expect(cabinetUpdateSchema.safeParse({ paintPriceCents: 1.5 }).success).toBe(false);
    expect(cabinetUpdateSchema.safeParse({}).success).toBe(false);
    expect(cabinetUpdateSchema.safeParse({ hidden: false }).success).toBe(true);
  });
});

describe('support replies', () => {
  it('puts Re: in front once', () => {
    expect(replySubject('Where is my order')).toBe('Re: Where is my order');
    expect(replySubject('RE: Where is my order')).toBe('RE: Where is my order');
  });
  it('trims the body and needs one character', () => {
    expect(replyRequestSchema.parse({ body: '  Hi  ' })).toEqual({ body: 'Hi' });
    expect(replyRequestSchema.safeParse({ body: '   ' }).success).toBe(false);
  });
  it('groups unhandled messages first, then high before medium before normal', () => {
    const message = (context: string, priority: string, handled: boolean) => ({ context, contextTitle: context, priority, handledAt: handled ? '2026-01-01' : null });
    const groups = groupInbox([
      message('site_support', 'normal', false),
      message('order_support', 'high', true),
      message('cart_support', 'medium', false),
      message('payment_issue', 'high', false),
      message('payment_issue', 'high', false),
    ]);
    expect(groups.map((group) => [group.context, group.handled, group.messages.length])).toEqual([
      ['payment_issue', false, 2],
      ['cart_support', false, 1],
      ['site_support', false, 1],
      ['order_support', true, 1],
    ]);
  });
});

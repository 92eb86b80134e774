import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cabinetUpdateSchema,
  dollarsToCents,
  isLargePriceDrop,
  largePriceDrops,
  mayChangeCatalogue,
  PRICE_MAX_CENTS,
  STAFF_CATALOGUE_MESSAGES,
} from '../../src/api/staff-catalogue.ts';
import { rolesAfterGrant } from '../../src/api/staff-roles.ts';
import { groupInbox, replyRequestSchema, replySubject } from '../../src/api/staff-support.ts';

describe('rolesAfterGrant', () => {
  it('keeps one contractor tier: a new tier replaces the old one and keeps staff roles', () => {
    expect(rolesAfterGrant(['Sales User', 'Contractor User Bronze'], 'Contractor User Gold')).toEqual({
      roles: ['Sales User', 'Contractor User Gold'],
      replaced: ['Contractor User Bronze'],
    });
  });
  it('adds a staff role beside a tier', () => {
    expect(rolesAfterGrant(['Contractor User Silver'], 'Store Admin')).toEqual({
      roles: ['Contractor User Silver', 'Store Admin'],
      replaced: [],
    });
  });
});

describe('catalogue prices', () => {
  it.each([
    ['205', 20_500],
    ['205.5', 20_550],
    ['$1205.05', 120_505],
    [' 0 ', 0],
  ])('reads %j as %i cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents));
  it.each(['', '-1', '12.345', '1,200', 'abc', '100000.01'])('refuses %j', (text) =>
    expect(dollarsToCents(text)).toBeNull(),
  );
  it('takes whole cents from 0 to the maximum and needs something to change', () => {
    expect(v.safeParse(cabinetUpdateSchema, { priceCents: PRICE_MAX_CENTS }).success).toBe(true);
    expect(v.safeParse(cabinetUpdateSchema, { priceCents: PRICE_MAX_CENTS + 1 }).success).toBe(false);
    expect(v.safeParse(cabinetUpdateSchema, { paintPriceCents: 1.5 }).success).toBe(false);
    expect(v.safeParse(cabinetUpdateSchema, {}).success).toBe(false);
    expect(v.safeParse(cabinetUpdateSchema, { hidden: false }).success).toBe(true);
  });
});

describe('who changes the catalogue', () => {
  it('is a Store Admin; a Sales User only sees it', () => {
    expect(mayChangeCatalogue(['Store Admin'])).toBe(true);
    expect(mayChangeCatalogue(['Sales User', 'Store Admin'])).toBe(true);
    expect(mayChangeCatalogue(['Sales User'])).toBe(false);
    expect(mayChangeCatalogue(['Contractor User Gold'])).toBe(false);
  });
});

describe('a large price drop', () => {
  it.each([
    [20_500, 1, true],
    [20_500, 10_249, true],
    [20_500, 10_250, false],
    [20_500, 20_499, false],
    [10_000, 4_999, true],
    [10_000, 5_000, false],
    [150, 99, true],
    [150, 100, false],
    [99, 50, true],
    [50, 0, true],
    [1, 0, true],
    [0, 0, false],
    [1, 2, false],
    [100, 20_500, false],
  ])('from %i to %i cents needs confirmation: %s', (from, to, large) => expect(isLargePriceDrop(from, to)).toBe(large));

  it('names each large drop of an update with its old and new price, and leaves out the rest', () => {
    const current = { priceCents: 20_500, paintPriceCents: 4_000, glassPriceCents: null };
    expect(largePriceDrops(current, { priceCents: 1, paintPriceCents: 3_000, glassPriceCents: 0 })).toEqual([
      { field: 'priceCents', fromCents: 20_500, toCents: 1 },
    ]);
    expect(largePriceDrops(current, { priceCents: 30_000 })).toEqual([]);
    const both = largePriceDrops(current, { priceCents: 1, paintPriceCents: 0 });
    expect(STAFF_CATALOGUE_MESSAGES.largeDropNeedsConfirmation('B12', both)).toBe(
      'Lowering B12\'s price from $205.00 to $0.01 and paint price from $40.00 to $0.00 needs confirmation: a price cut by more than half, or to under $1.00, is saved only with "confirmLargePriceDrop": true.',
    );
    expect(STAFF_CATALOGUE_MESSAGES.confirmLargeDrop('B12', both.slice(0, 1))).toBe(
      "Lower B12's price from $205.00 to $0.01? That is more than half off, or under $1.00, and shoppers pay it at once.",
    );
  });

  it('is confirmed with a flag that changes nothing by itself', () => {
    expect(v.safeParse(cabinetUpdateSchema, { priceCents: 1, confirmLargePriceDrop: true }).success).toBe(true);
    expect(v.safeParse(cabinetUpdateSchema, { confirmLargePriceDrop: true }).success).toBe(false);
    expect(v.safeParse(cabinetUpdateSchema, { priceCents: 1, confirmLargePriceDrop: 'yes' }).success).toBe(false);
  });
});

describe('support replies', () => {
  it('puts Re: in front once', () => {
    expect(replySubject('Where is my order')).toBe('Re: Where is my order');
    expect(replySubject('RE: Where is my order')).toBe('RE: Where is my order');
  });
  it('trims the body and needs one character', () => {
    expect(v.parse(replyRequestSchema, { body: '  Hi  ' })).toEqual({ body: 'Hi' });
    expect(v.safeParse(replyRequestSchema, { body: '   ' }).success).toBe(false);
  });
  it('groups unhandled messages first, then high before medium before normal', () => {
    const message = (context: string, priority: string, handled: boolean) => ({
      context,
      contextTitle: context,
      priority,
      handledAt: handled ? '2026-01-01' : null,
    });
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

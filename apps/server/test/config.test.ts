import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from '../src/config.ts';

const root = path.join(import.meta.dirname, '../../..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

describe('configuration', () => {
  it('has defaults that run the store with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storeName).toBe('RTA Cabinet Store');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.showroom.hours).toEqual(['Mon–Fri 9:00 am – 6:00 pm', 'Sat 10:00 am – 4:00 pm', 'Sun closed']);
  });

  it('reads every documented setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db.example:5432/store',
      TAX_RATE: '8.25',
      STORE_NAME: 'Acme Cabinets',
      SHOWROOM_HOURS: 'Mon 9-5; Tue 9-5',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@db.example:5432/store');
    expect(config.taxRatePercent).toBe(8.25);
    expect(config.showroom.hours).toEqual(['Mon 9-5', 'Tue 9-5']);
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad setting in one clear error', () => {
    const start = () => loadConfig({ PORT: 'eighty', TAX_RATE: '-1', DATABASE_URL: 'not a url' });
    expect(start).toThrow(ConfigError);
    // One line per bad setting, each starting with its name.
    for (const name of ['PORT', 'TAX_RATE', 'DATABASE_URL'])
      expect(start).toThrow(new RegExp(`^Invalid configuration:\\n[\\s\\S]*^  ${name}: `, 'm'));
  });

  it('holds a quote 30 days unless QUOTE_VALID_DAYS says otherwise, 1 to 365 whole days', () => {
    expect(loadConfig({}).quoteValidDays).toBe(30);
    expect(loadConfig({ QUOTE_VALID_DAYS: '14' }).quoteValidDays).toBe(14);
    for (const bad of ['0', '366', '1.5', 'a month'])
      expect(() => loadConfig({ QUOTE_VALID_DAYS: bad })).toThrow(/QUOTE_VALID_DAYS: /);
  });

  it('caps an order at $999,999.99 unless ORDER_TOTAL_MAX says otherwise, in cents', () => {
    expect(loadConfig({}).orderTotalMaxCents).toBe(99_999_999);
    expect(loadConfig({ ORDER_TOTAL_MAX: '1000' }).orderTotalMaxCents).toBe(100_000);
    expect(loadConfig({ ORDER_TOTAL_MAX: '21474836.47' }).orderTotalMaxCents).toBe(2_147_483_647);
  });

  it.each([
    ['more than an integer column holds in cents', { ORDER_TOTAL_MAX: '21474836.48' }],
    ['nothing', { ORDER_TOTAL_MAX: '0' }],
    ['not a number', { ORDER_TOTAL_MAX: 'a lot' }],
    [
      'more than Stripe takes in one card payment, with cards on',
      { ORDER_TOTAL_MAX: '1000000', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    ],
  ])('refuses to start with an ORDER_TOTAL_MAX of %s, naming it', (_label, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/ORDER_TOTAL_MAX/);
  });

  it('is documented in full: README and .env.example list every setting the server reads', () => {
    const readme = read('README.md');
    const example = read('.env.example');
    const exampleNames = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(SETTING_NAMES.length).toBeGreaterThanOrEqual(25);
    expect(SETTING_NAMES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !exampleNames.has(name))).toEqual([]);
    // One context's own mailbox: a family of settings, documented by its pattern.
    expect(readme).toContain('`SUPPORT_EMAIL_<CONTEXT>`');
    expect(example).toContain('SUPPORT_EMAIL_<CONTEXT>');
  });

  it('starts from .env.example as written, which gives the defaults', () => {
    const example = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(Object.keys(example).length).toBeGreaterThanOrEqual(25);
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});

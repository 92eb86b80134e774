import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has defaults that run the store with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storeName).toBe('RTA Cabinet Store');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.showroom.hours.length).toBeGreaterThan(1);
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
    expect(() => loadConfig({ PORT: 'eighty', TAX_RATE: '-1', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', TAX_RATE: '-1' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/TAX_RATE/);
    }
  });
});

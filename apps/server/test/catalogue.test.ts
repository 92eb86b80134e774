import zlib from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, STYLE_GROUPS, catalogueResponseSchema } from '@rta/domain/catalogue/catalogue';
import { buildTestApp } from './helper.ts';

const { app } = await buildTestApp();

describe('GET /api/cabinet-groups', () => {
  it('lists both style groups with Shaker as the default', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cabinet-groups' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { name: string; isDefault: boolean }[] }>();
    expect(data.map((g) => g.name)).toEqual([...STYLE_GROUPS]);
    expect(data.find((g) => g.isDefault)?.name).toBe('Shaker');
  });
});

describe('GET /api/cabinets/{category}', () => {
  it.each(STYLE_GROUPS.flatMap((group) => CATEGORIES.map((category) => [group, category] as const)))(
    'serves %s %s rows with every catalogue field',
    async (group, category) => {
      const response = await app.inject({ method: 'GET', url: `/api/cabinets/${category}`, query: { group } });
      expect(response.statusCode).toBe(200);
      const { data } = v.parse(catalogueResponseSchema, response.json());
      expect(data.length).toBeGreaterThanOrEqual(15);
      for (const row of data) {
        expect(row.data_group).toBe(group);
        expect(row.select_cat).toBe(category);
        expect(row.currency_price).toBeGreaterThan(0);
        expect(row.data_measure).toMatch(/^[\d.]+" W x [\d.]+" H x [\d.]+" D$/);
      }
    },
  );

  it('carries about 150 SKUs per door style, with the SKUs a real RTA line has', async () => {
    const names: string[] = [];
    for (const category of CATEGORIES) {
      const response = await app.inject({ method: 'GET', url: `/api/cabinets/${category}?group=Shaker` });
      names.push(...v.parse(catalogueResponseSchema, response.json()).data.map((row) => row.data_name));
    }
    expect(names.length).toBeGreaterThanOrEqual(140);
    expect(new Set(names).size).toBe(names.length);
    // Base, sink, drawer, lazy susan, blind corner; wall families and corners; vanity; pantry, oven; filler, panel, toe kick, crown.
    for (const sku of [
      'B09',
      'B36',
      'B09B21',
      'SB36',
      'BLS36',
      'SB36SB42',
      'DB18',
      'BBC36',
      'W0930',
      'W3642',
      'WDC2430',
      'VSB30',
      'P1884',
      'OV3384',
      'BF3',
      'WF330',
      'BP2496',
      'TK8',
      'CM8',
    ]) {
      expect(names, sku).toContain(sku);
    }
  });

  it('prices glass doors on wall cabinets and none on base cabinets', async () => {
    const wall = v.parse(
      catalogueResponseSchema,
      (await app.inject({ url: '/api/cabinets/Wall?group=Shaker' })).json(),
    ).data;
    const glass = wall.find((row) => row.data_name === 'W3030');
    expect(glass?.data_gname).toBe('W3030GD');
    expect(glass?.data_gprice).toBeGreaterThan(0);
    const base = v.parse(
      catalogueResponseSchema,
      (await app.inject({ url: '/api/cabinets/Base?group=Shaker' })).json(),
    ).data;
    expect(base.every((row) => row.data_gname === null && row.data_gprice === null)).toBe(true);
  });

  it('prices Slim Shaker 12% above Shaker for the same SKU, in whole dollars', async () => {
    const price = async (group: string) =>
      v
        .parse(
          catalogueResponseSchema,
          (await app.inject({ url: `/api/cabinets/Base?group=${encodeURIComponent(group)}` })).json(),
        )
        .data.find((row) => row.data_name === 'B24')?.currency_price ?? Number.NaN;
    const shaker = await price('Shaker');
    expect(shaker).toBeGreaterThan(0);
    expect(await price('Slim Shaker')).toBe(Math.round((shaker * 1.12) / 100) * 100);
  });

  it('uses the default group when none is given and accepts any letter case for the category', async () => {
    const response = await app.inject({ url: '/api/cabinets/base' });
    expect(response.statusCode).toBe(200);
    expect(v.parse(catalogueResponseSchema, response.json()).data[0]?.data_group).toBe('Shaker');
  });

  it('answers an unknown category with a 404 and a clear message', async () => {
    const response = await app.inject({ url: '/api/cabinets/Garage?group=Shaker' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "Unknown category 'Garage'. Choose one of Base, Wall, Vanity, Tall, Accessories.",
    });
  });

  it('answers an unknown group with a 404 and a clear message', async () => {
    const response = await app.inject({ url: '/api/cabinets/Base?group=Raised%20Panel' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Unknown style group 'Raised Panel'." });
  });

  // An unknown category or group is a 404; repeated or oversized parameters a 400 (docs/decisions/0004-unknown-catalogue-input.md);
  // a NUL a 400 (0123-a-nul-character-is-refused.md). A path parameter over the router's 100 characters never reaches the
  // route: the router's refusal is answered as the API's 400 (app.ts frameworkErrors).
  it.each([
    ['a 500-character category', '/api/cabinets/' + 'x'.repeat(500), 400, /^A part of the address is too long\.$/],
    ['an undecodable category', '/api/cabinets/%E0%A4%A', 400, /^The address is not valid\.$/],
    ['a 500-character group', '/api/cabinets/Base?group=' + 'y'.repeat(500), 400, /^group: /],
    ['a NUL category', '/api/cabinets/%00', 400, /^Text may not contain the NUL character/],
    [
      'SQL for a group',
      "/api/cabinets/Base?group='%3B%20DROP%20TABLE%20cabinets%3B--",
      404,
      /^Unknown style group ''; DROP TABLE cabinets;--'\.$/,
    ],
    ['two groups', '/api/cabinets/Base?group=Shaker&group=Slim%20Shaker', 400, /^group: /],
  ])('answers hostile input (%s) with its 4xx, never a 500', async (_label, url, status, message) => {
    const response = await app.inject({ url });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});

describe('compressed catalogue answers', () => {
  const url = '/api/cabinets/Base?group=Shaker';
  const plain = async () => (await app.inject({ url })).rawPayload;

  it.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['br;q=0.5, gzip', 'gzip', zlib.gunzipSync],
    ['*', 'br', zlib.brotliDecompressSync],
  ] as const)(
    'with Accept-Encoding %s come as %s and decode to the plain answer',
    async (accepted, encoding, decode) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': accepted } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.rawPayload.length).toBeLessThan((await plain()).length / 4);
      expect(decode(response.rawPayload).equals(await plain())).toBe(true);
    },
  );

  it.each(['identity', 'deflate', 'br;q=0, gzip;q=0', 'gibberish;;q=x'])(
    'with Accept-Encoding %s come as plain JSON',
    async (accepted) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': accepted } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(v.parse(catalogueResponseSchema, response.json()).data.length).toBeGreaterThan(0);
    },
  );

  it('come as plain JSON to a client that sends no Accept-Encoding', async () => {
    const response = await app.inject({ url });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });
});

describe('GET /api/colors', () => {
  it('lists at least 60 Sherwin-Williams colours and some in-house RTA- colours', async () => {
    const response = await app.inject({ url: '/api/colors' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { code: string; name: string; rgb: string }[] }>();
    const inHouse = data.filter((c) => c.code.startsWith('RTA-'));
    expect(data.length - inHouse.length).toBeGreaterThanOrEqual(60);
    expect(inHouse.length).toBeGreaterThanOrEqual(3);
    expect(data.find((c) => c.code.replace(/\.0$/, '') === '7005')).toMatchObject({ name: 'Pure White' });
    for (const color of data) expect(color.rgb).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: POST /api/nothing-here' });
  });
});

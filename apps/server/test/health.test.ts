import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { buildTestApp, testConfig } from './helper.ts';

const { app } = await buildTestApp();

describe('health', () => {
  it('/healthz says the process is alive', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says ready when the database answers', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the database cannot be reached', async () => {
    // A port nothing listens on: the boundary fails, not our code.
    const pool = createPool('postgres://postgres:x@127.0.0.1:9/store');
    const unreachable = await buildApp({ config: testConfig(), pool, logger: pino({ level: 'silent' }) });
    afterAll(async () => {
      await unreachable.close();
      await pool.end();
    });
    const response = await unreachable.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', message: 'The database cannot be reached.' });
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue API at /api/docs', async () => {
    const json = await app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/cabinet-groups', '/api/cabinets/{category}', '/api/colors']),
    );
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and no X-Powered-By', async () => {
    const response = await app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

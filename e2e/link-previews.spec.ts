import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * The link preview pictures in the production build (issue 21; docs/decisions/0158-link-preview-pictures.md):
 * `npm run build` writes the web app's server build where the server looks by default, and a
 * crawler that reads a public page's head finds a picture there. Fetched as a crawler fetches
 * them, without a browser.
 */
const ogImage = async (request: APIRequestContext, url: string): Promise<string | undefined> => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return /<meta property="og:image" content="([^"]*)">/.exec(await response.text())?.[1];
};

/** The size a PNG's header (its IHDR chunk, first after the signature) gives. */
const pngSize = (png: Buffer) => {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

test("a cabinet's page and the store's name their pictures, which the server answers as 1200 x 630 PNGs", async ({
  request,
  baseURL,
}) => {
  const cabinet = await ogImage(request, '/cabinets/shaker/b24');
  const store = await ogImage(request, '/store');
  expect(cabinet).toBe(`${baseURL}/previews/shaker/b24.png`);
  expect(store).toBe(`${baseURL}/previews/store.png`);
  for (const url of [cabinet, store]) {
    const response = await request.get(url ?? '');
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
  expect((await request.get('/previews/shaker/no-such-sku.png')).status()).toBe(404);
});

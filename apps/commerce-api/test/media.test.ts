import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

let t: TestApi;
let picture: string;

beforeAll(async () => {
  t = await startTestApi();
  const result = await t.query<{ products: { items: { small_image: { url: string } }[] } }>(
    '{ products(search: "filter", pageSize: 1) { items { small_image { url } } } }',
  );
  // Served from publicUrl (http://media.test); ask this server for the same path.
  picture = new URL(result.data!.products.items[0]!.small_image.url).pathname;
});
afterAll(() => t?.close());

const svgSize = (svg: string) => {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  return match ? match.slice(1).map(Number) : null;
};

describe('media sizes over HTTP', () => {
  it('draws a product picture at 700×700 when no size is asked for', async () => {
    const response = await fetch(`${t.origin}${picture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svgSize(await response.text())).toEqual([700, 700, 700, 700]);
  });

  it('draws the preset sizes and their doubles, cacheable for a year', async () => {
    for (const [width, height] of [
      [216, 268],
      [432, 536],
      [80, 80],
      [340, 340],
    ]) {
      const response = await fetch(`${t.origin}${picture}?width=${width}&height=${height}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const svg = await response.text();
      expect(svgSize(svg)).toEqual([width, height, width, height]);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(svg));
    }
  });

  it('answers a size that is not allowed with 400 and a message, not a picture', async () => {
    const response = await fetch(`${t.origin}${picture}?width=9999&height=9999`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).toMatch(/^Unsupported image size 9999x9999\. Supported sizes: /);

    const half = await fetch(`${t.origin}${picture}?width=400`);
    expect(half.status).toBe(400);
    expect(await half.text()).toContain('Give both width and height');
  });

  it('still answers an unknown picture with 404 whatever the size', async () => {
    const response = await fetch(
      `${t.origin}/media/catalog/product/x/y/none.svg?width=80&height=80`,
    );
    expect(response.status).toBe(404);
  });
});

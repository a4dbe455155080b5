import { statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';

import { describe, expect, inject, it } from 'vitest';

/**
 * The built storefront compresses what a phone downloads first: the page and its scripts and
 * styles (pages: `server/compressResponses`; assets: the build's copies, `server/precompressedAssets`).
 */
const storefrontUrl = inject('storefrontUrl');
const clientBuild = fileURLToPath(new URL('../build/client', import.meta.url));

/** A raw GET: fetch would decode the body and hide how it came. */
function get(path: string, acceptEncoding: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpRequest(
      `${storefrontUrl}${path}`,
      { headers: { 'accept-encoding': acceptEncoding } },
      resolve,
    )
      .on('error', reject)
      .end();
  });
}

async function drain(response: IncomingMessage): Promise<number> {
  let length = 0;
  for await (const chunk of response) length += (chunk as Buffer).length;
  return length;
}

describe('compressed answers', () => {
  it('the home page and the scripts and styles it links come as brotli, or gzip, smaller than they are', async () => {
    const page = await get('/', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    await drain(page);

    const html = await (await fetch(`${storefrontUrl}/`)).text();
    // The root route's module, which the page's inline module script imports (the entry itself
    // is a few hundred bytes since React sits in a framework chunk of its own).
    const entry = /import \* as route0 from "(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    expect(stylesheet).toBeDefined();

    for (const asset of [entry!, stylesheet!]) {
      const plain = await get(asset, 'identity');
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      const plainLength = await drain(plain);
      for (const encoding of ['br', 'gzip']) {
        const compressed = await get(asset, encoding);
        expect(compressed.headers['content-encoding'], asset).toBe(encoding);
        const length = await drain(compressed);
        expect(length, asset).toBeLessThan(plainLength / 2);
        // The build's precompressed copy (brotli 11 / gzip 9), not an on-the-fly compression.
        const copy = `${clientBuild}${asset}.${encoding === 'br' ? 'br' : 'gz'}`;
        expect(length, copy).toBe(statSync(copy).size);
      }
    }
  });
});

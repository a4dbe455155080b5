import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { compressResponses } from './compressResponses';
import { acceptedEncodings, precompressedAssets } from './precompressedAssets';

const servers: Server[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const script = `export const parts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `RE${i}`))};\n`;

/** The storefront's order: compression, then precompressed assets, then the plain files. */
async function startApp(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'precompressed-'));
  folders.push(folder);
  writeFileSync(join(folder, 'entry.js'), script);
  writeFileSync(join(folder, 'entry.js.br'), brotliCompressSync(script));
  writeFileSync(join(folder, 'entry.js.gz'), gzipSync(script));
  writeFileSync(join(folder, 'plain.css'), 'body{margin:0}'.repeat(200));
  const options = { immutable: true, maxAge: '1y' };
  const app = express();
  app.use(compressResponses());
  app.use(
    '/assets',
    precompressedAssets(folder, options),
    express.static(folder, { ...options, fallthrough: false }),
  );
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
}

function get(url: string, acceptEncoding: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, resolve)
      .on('error', reject)
      .end();
  });
}

async function body(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('precompressedAssets', () => {
  it('sends the brotli file, else the gzip file, as the script with its type and cache headers', async () => {
    const url = await startApp();

    const brotli = await get(`${url}/entry.js`, 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(await body(brotli)).toEqual(brotliCompressSync(script));

    const gzip = await get(`${url}/entry.js`, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(await body(gzip)).toEqual(gzipSync(script));

    const plain = await get(`${url}/entry.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await body(plain)).toString()).toBe(script);
  });

  it('leaves an asset without precompressed files to on-the-fly compression, and a missing one a 404', async () => {
    const url = await startApp();
    const css = await get(`${url}/plain.css`, 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    await body(css);
    const missing = await get(`${url}/missing.js`, 'br');
    expect(missing.statusCode).toBe(404);
    await body(missing);
    const outside = await get(`${url}/..%2f..%2fetc%2fpasswd`, 'br');
    expect(outside.statusCode).not.toBe(200);
    await body(outside);
  });
});

describe('acceptedEncodings', () => {
  it('reads names and drops those refused with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.8')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

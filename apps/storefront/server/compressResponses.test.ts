import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { compressResponses } from './compressResponses';

const servers: Server[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const script = `export const parts = ${JSON.stringify(
  Array.from({ length: 400 }, (_, index) => ({ sku: `RE${50000 + index}`, name: 'Oljefilter' })),
)};\n`;

/** An app like the storefront's: compression in front of static files, a streamed page, JSON. */
async function startApp(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'compress-'));
  folders.push(folder);
  writeFileSync(join(folder, 'entry.js'), script);
  const app = express();
  app.use(compressResponses());
  app.use('/assets', express.static(folder));
  app.get('/tiny', (_request, response) => {
    response.type('text/html').send('<p>hei</p>');
  });
  app.get('/streamed', (_request, response) => {
    response.type('text/html');
    response.write(`<!doctype html><html><body><h1>Deler</h1>${'<p>skallet</p>'.repeat(200)}`);
    // The rest of the page comes later, as a deferred part of a streamed render would.
    setTimeout(() => response.end('<p>resten</p></body></html>'), 1500);
  });
  app.all('/graphql', (_request, response) => {
    response.json({ data: { products: script } });
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw HTTP GET (fetch would decode the body and hide the encoding). */
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

describe('compressResponses', () => {
  it('sends a script as brotli when the browser accepts it, else gzip, else as it is', async () => {
    const url = await startApp();

    const brotli = await get(`${url}/assets/entry.js`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    const brotliBody = await body(brotli);
    expect(brotliBody.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(script);

    const gzip = await get(`${url}/assets/entry.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(await body(gzip)).toString()).toBe(script);

    const plain = await get(`${url}/assets/entry.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await body(plain)).toString()).toBe(script);
  });

  it('leaves answers under 1 KB and the GraphQL proxy uncompressed', async () => {
    const url = await startApp();
    const tiny = await get(`${url}/tiny`, 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    await body(tiny);
    const graphql = await get(`${url}/graphql`, 'br, gzip');
    expect(graphql.headers['content-encoding']).toBeUndefined();
    expect(graphql.headers.vary).toBeUndefined();
    expect(JSON.parse((await body(graphql)).toString())).toEqual({ data: { products: script } });
  });

  it('keeps a streamed page streaming: the first part arrives before the page ends', async () => {
    const url = await startApp();
    for (const encoding of ['br', 'gzip'] as const) {
      const started = Date.now();
      const response = await get(`${url}/streamed`, encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      const decoder = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      const firstChunk = await new Promise<Buffer>((resolve) => response.once('data', resolve));
      // Decodable on its own (sync flush) and there well before the rest (1.5 s later).
      expect(Date.now() - started).toBeLessThan(1000);
      const rest = await body(response);
      const whole = decoder(Buffer.concat([firstChunk, rest])).toString();
      expect(whole).toContain('<h1>Deler</h1>');
      expect(whole.endsWith('<p>resten</p></body></html>')).toBe(true);
    }
  });
});

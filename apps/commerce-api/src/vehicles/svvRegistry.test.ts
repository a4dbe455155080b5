import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistryDataset } from './registryDataset.js';
import { createSvvRegistry } from './svvRegistry.js';
import { RegistryUnavailableError } from './vehicleRegistry.js';

const traktor = buildRegistryDataset().find((entry) => entry.plate === 'TRAKTOR')!.data;

/**
 * A local stand-in for Statens vegvesen's look-up: the plate decides the answer, as the real
 * registry's would (found, 204 not found, 403 key refused, 429 quota, a timeout, …).
 */
function registryServer() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    const plate = new URL(request.url ?? '/', 'http://x').searchParams.get('kjennemerke');
    if (request.headers['svv-authorization'] !== 'Apikey test-key') {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end('{"feilmelding":"Ugyldig API-nøkkel"}');
      return;
    }
    switch (plate) {
      case 'TRAKTOR':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ kjoretoydataListe: [traktor] }));
        return;
      case 'AB12345':
        response.writeHead(204);
        response.end();
        return;
      case 'QUOTA':
        response.writeHead(429, { 'content-type': 'application/json' });
        response.end('{"feilmelding":"Kvote brukt opp"}');
        return;
      case 'QUOTA422':
        response.writeHead(422);
        response.end();
        return;
      case 'SLOW':
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"kjoretoydataListe":[]}');
        }, 2000);
        return;
      case 'BROKEN':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('<html>');
        return;
      case 'ODD':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"kjoretoydataListe":"nei"}');
        return;
      case 'EMPTY':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
        return;
      default:
        response.writeHead(500);
        response.end('Internal error');
    }
  });
  return { server, seen };
}

describe('Statens vegvesen registry adapter', () => {
  const { server, seen } = registryServer();
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // Generous for answers that come (a loaded machine took 407 ms once); the timeout test's own is short.
  const registry = () => createSvvRegistry({ apiKey: 'test-key', url, timeoutMs: 5000 });
  const client = { clientKey: '203.0.113.7' };

  async function failure(plate: string, apiKey = 'test-key', timeoutMs = 5000) {
    const error = await createSvvRegistry({ apiKey, url, timeoutMs })
      .lookup(plate, client)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(RegistryUnavailableError);
    return (error as RegistryUnavailableError).reason;
  }

  it('asks for the plate with the API key header and returns the vehicle data list', async () => {
    const list = await registry().lookup('TRAKTOR', client);
    expect(list).toEqual([traktor]);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/enkeltoppslag/kjoretoydata?kjennemerke=TRAKTOR');
    expect(request.headers['svv-authorization']).toBe('Apikey test-key');
    expect(request.headers.accept).toBe('application/json');
  });

  it('reads 204 as no vehicle with that plate', async () => {
    expect(await registry().lookup('AB12345', client)).toEqual([]);
  });

  it('reads an answer without a list as no vehicle', async () => {
    expect(await registry().lookup('EMPTY', client)).toEqual([]);
  });

  it('reads a refused key (403) as unavailable: refused', async () => {
    expect(await failure('TRAKTOR', 'wrong-key')).toBe('refused');
  });

  it('reads 429 and 422 as unavailable: quota', async () => {
    expect(await failure('QUOTA')).toBe('quota');
    expect(await failure('QUOTA422')).toBe('quota');
  });

  it('gives up after the timeout', async () => {
    const started = performance.now();
    expect(await failure('SLOW', 'test-key', 300)).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('reads a server error, a non-JSON body and a body without a list as unavailable: failed', async () => {
    expect(await failure('OTHER')).toBe('failed');
    expect(await failure('BROKEN')).toBe('failed');
    expect(await failure('ODD')).toBe('failed');
  });

  it('reads an unreachable registry as unavailable: failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createSvvRegistry({
      apiKey: 'test-key',
      url: `http://127.0.0.1:${port}`,
      timeoutMs: 300,
    })
      .lookup('TRAKTOR', client)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistryUnavailableError);
    expect((error as RegistryUnavailableError).reason).toBe('failed');
  });
});

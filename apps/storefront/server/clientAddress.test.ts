import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { forwardShopperAddress, trustProxySetting } from './clientAddress';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function startApp(trustProxy: boolean | number | string) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(forwardShopperAddress);
  app.get('/', (request, response) => {
    response.json({ forwardedFor: request.headers['x-forwarded-for'] ?? null });
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('forwardShopperAddress', () => {
  it("names the socket's peer and drops what the browser wrote itself", async () => {
    const url = await startApp(false);
    const response = await fetch(url, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1' });
  });

  it('names the address a trusted proxy in front forwarded', async () => {
    const url = await startApp('loopback');
    const response = await fetch(url, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
    expect(await response.json()).toEqual({ forwardedFor: '203.0.113.9' });
  });
});

describe('trustProxySetting', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    [' loopback, 10.0.0.0/8 ', 'loopback, 10.0.0.0/8'],
  ])('reads %j as %j', (value, setting) => {
    expect(trustProxySetting(value)).toEqual(setting);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { handleError, securityHeaders } from './httpPolicies';

let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** An app with the storefront's policies around a body-limited `/graphql` and a failing page. */
async function start(): Promise<string> {
  const app = express();
  app.use(securityHeaders);
  app.post('/graphql', express.raw({ type: () => true, limit: '10b' }), (_request, response) => {
    response.json({ data: {} });
  });
  app.get('/broken', () => {
    throw new Error('secret stack detail');
  });
  app.use(handleError);
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the storefront HTTP policies', () => {
  it('send the security headers on every answer', async () => {
    const response = await fetch(`${await start()}/graphql`, { method: 'POST', body: '{}' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answer an oversized GraphQL body with 413 as a GraphQL error', async () => {
    const response = await fetch(`${await start()}/graphql`, {
      method: 'POST',
      body: 'x'.repeat(100),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'The request body is too large', extensions: { category: 'graphql-proxy' } },
      ],
    });
  });

  it('answer a failure with a short Norwegian page and no stack trace', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${await start()}/broken`);
    const html = await response.text();

    expect(response.status).toBe(500);
    expect(html).toContain('<h1>Det oppstod en feil</h1>');
    expect(html).not.toContain('secret stack detail');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DocumentPolicy } from '../app/security/documentPolicyContext.server';
import { handleError, securityHeaders, type SecurityHeaderOptions } from './httpPolicies';

const pageScriptHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app with the storefront's policies around a body-limited `/graphql` and a failing page. */
async function start(
  options: SecurityHeaderOptions = {},
  trustProxy: boolean | string = false,
): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders(options));
  app.get('/assets/entry-abc123.js', (_request, response) => {
    response.type('text/javascript').send('export {};');
  });
  app.get('/page', (_request, response) => {
    response.type('text/plain').send('page');
  });
  // What entry.server.tsx does for a rendered page: its own policy, set with `append`.
  app.get('/document', (_request, response) => {
    const policy = response.locals.documentPolicy as DocumentPolicy;
    response.append('Content-Security-Policy', policy.policyFor([pageScriptHash]));
    response.type('text/plain').send(policy.renderNonce);
  });
  app.post('/graphql', express.raw({ type: () => true, limit: '10b' }), (_request, response) => {
    response.json({ data: {} });
  });
  app.get('/broken', () => {
    throw new Error('secret stack detail');
  });
  app.use(handleError);
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the storefront HTTP policies', () => {
  it('send the security headers on every answer', async () => {
    const response = await fetch(`${await start()}/graphql`, { method: 'POST', body: '{}' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('leave the policy off the hashed build assets (it governs only documents and workers)', async () => {
    const url = await start();
    const asset = await fetch(`${url}/assets/entry-abc123.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const page = await fetch(`${url}/page`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('send the policy without inline scripts on any answer that set none', async () => {
    const url = await start({ imageOrigins: ['http://127.0.0.1:4000'] });
    const answers = await Promise.all([
      fetch(`${url}/page`),
      fetch(`${url}/graphql`, { method: 'POST', body: '{}' }),
    ]);
    for (const answer of answers) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/");
      expect(policy).toContain("img-src 'self' data: http://127.0.0.1:4000;");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/nonce|sha256|googletagmanager/);
    }
  });

  it('let a rendered page send its own policy with its script hashes, once, and give each render a fresh nonce', async () => {
    const url = await start();
    const answers = await Promise.all([fetch(`${url}/document`), fetch(`${url}/document`)]);
    const nonces: string[] = [];
    for (const answer of answers) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src ${pageScriptHash} 'self'`);
      expect(policy.match(/default-src/g)).toHaveLength(1);
      const nonce = await answer.text();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The nonce marks the render's own scripts on the server; no policy names it.
      expect(policy).not.toContain(nonce);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('allow the tag manager when a container is configured', async () => {
    const response = await fetch(`${await start({ tagManager: true })}/page`);
    expect(response.headers.get('content-security-policy')).toContain(
      'https://www.googletagmanager.com',
    );
  });

  it('send HSTS in production over HTTPS only, the scheme from a trusted proxy', async () => {
    const hsts = async (
      options: SecurityHeaderOptions,
      trustProxy: boolean | string,
      headers: Record<string, string> = {},
    ) =>
      (await fetch(`${await start(options, trustProxy)}/page`, { headers })).headers.get(
        'strict-transport-security',
      );
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'agrideler.no' };

    expect(await hsts({ production: true }, 'loopback', https)).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // Plain http://localhost, and a forwarded scheme from a proxy nobody trusts.
    expect(await hsts({ production: true }, 'loopback')).toBeNull();
    expect(await hsts({ production: true }, false, https)).toBeNull();
    // Development never pins the browser to HTTPS, nor the local edge (https://localhost:8443).
    expect(await hsts({ production: false }, 'loopback', https)).toBeNull();
    expect(
      await hsts({ production: true }, 'loopback', {
        ...https,
        'x-forwarded-host': 'localhost:8443',
      }),
    ).toBeNull();
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

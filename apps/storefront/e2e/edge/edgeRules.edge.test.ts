import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageVariant, pageVariantHeader } from '../../app/http/sharedCacheKey';
import { ensureLocalCertificate } from '../../server/edge/localCertificate';
import { nginxConfig } from '../../server/edge/nginxConfig';
import { freePort } from '../globalSetup';
import { edgeRequest, header } from './edgeClient';

const clientDirectory = fileURLToPath(new URL('../../build/client', import.meta.url));

/**
 * The generated configuration's own rules, checked against an origin that misbehaves in ways the
 * storefront never does (it marks every answer with `Set-Cookie` private): nginx built from the
 * same generator — here without the brotli modules, as on a machine that lacks them.
 */
describe('the edge’s rules in front of an origin that calls everything public', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'agri-edge-rules-'));
  const certificate = ensureLocalCertificate(join(scratch, 'tls'));
  let origin: Server;
  let nginx: ChildProcess;
  let edgeUrl = '';
  let answers = 0;

  beforeAll(async () => {
    origin = createServer((request, response) => {
      answers += 1;
      response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300');
      response.setHeader(pageVariantHeader, pageVariant(request.headers.cookie));
      if (request.url?.startsWith('/sets-cookie'))
        response.setHeader('Set-Cookie', 'seen=1; Path=/');
      if (request.url?.startsWith('/unvouched')) response.removeHeader(pageVariantHeader);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(`<!DOCTYPE html><p>answer ${answers}</p>${'<p>filler</p>'.repeat(200)}`);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const httpsPort = await freePort();
    const dataDirectory = join(scratch, 'edge');
    mkdirSync(join(dataDirectory, 'temp'), { recursive: true });
    const configFile = join(dataDirectory, 'nginx.conf');
    writeFileSync(
      configFile,
      nginxConfig({
        dataDirectory,
        listenHost: '127.0.0.1',
        httpsPort,
        httpPort: null,
        certificate,
        clientDirectory,
        storefronts: [`127.0.0.1:${(origin.address() as AddressInfo).port}`],
        apis: [],
        apiBalancerPort: null,
        modules: [],
        brotli: false,
        workerProcesses: 1,
        // As start-edge does: root's workers stay root, so they reach the private temp folder.
        workerUser: process.getuid?.() === 0 ? 'root' : undefined,
      }),
    );
    execFileSync('nginx', ['-t', '-q', '-p', `${dataDirectory}/`, '-c', configFile]);
    nginx = spawn('nginx', ['-p', `${dataDirectory}/`, '-c', configFile], { stdio: 'inherit' });
    edgeUrl = `https://127.0.0.1:${httpsPort}`;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await edgeRequest(`${edgeUrl}/ready`, certificate.certificateFile);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('nginx did not start');
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      await new Promise<void>((resolve) => {
        nginx.once('exit', () => resolve());
        nginx.kill('SIGTERM');
      });
    }
    origin?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const get = (path: string) =>
    edgeRequest(`${edgeUrl}${path}`, certificate.certificateFile, {
      headers: { 'accept-encoding': 'gzip, br' },
    });

  it('keeps a public answer the origin vouched for (the control)', async () => {
    expect(header(await get('/plain'), 'x-cache-status')).toBe('MISS');
    const again = await get('/plain');
    expect(header(again, 'x-cache-status')).toBe('HIT');
  });

  it('never stores an answer with Set-Cookie, even one called public', async () => {
    const first = await get('/sets-cookie');
    const second = await get('/sets-cookie');
    expect(header(first, 'x-cache-status')).toBe('MISS');
    expect(header(second, 'x-cache-status')).toBe('MISS');
    expect(second.text).not.toBe(first.text);
    expect(header(second, 'set-cookie')).toBe('seen=1; Path=/');
  });

  it('never stores a page without the origin’s word on the cookies it was rendered from', async () => {
    expect((await get('/unvouched')).status).toBe(200);
    const again = await get('/unvouched');
    expect(again.status).toBe(200);
    expect(header(again, 'x-cache-status')).toBe('MISS');
  });

  it('compresses with gzip when the brotli modules are not there', async () => {
    const answer = await get('/gzip');
    expect(header(answer, 'content-encoding')).toBe('gzip');
    expect(answer.text).toContain('<p>answer');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clientFilesOnly, firstPathSegment } from './clientFiles';

const servers: Server[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('firstPathSegment', () => {
  it('is the decoded first segment of a path', () => {
    expect(firstPathSegment('/images/logo.svg')).toBe('images');
    expect(firstPathSegment('/favicon.svg')).toBe('favicon.svg');
    expect(firstPathSegment('/traktordeler/filter.html')).toBe('traktordeler');
    expect(firstPathSegment('/s%C3%B8k')).toBe('søk');
    expect(firstPathSegment('/')).toBe('');
    expect(firstPathSegment('/%E0%A4%A')).toBe('');
  });
});

describe('clientFilesOnly', () => {
  /** A client folder with a file and a folder, served as the storefront serves its build. */
  async function startApp(serve: (folder: string) => express.RequestHandler) {
    const folder = mkdtempSync(join(tmpdir(), 'client-files-'));
    folders.push(folder);
    writeFileSync(join(folder, 'favicon.svg'), '<svg/>');
    mkdirSync(join(folder, 'images'));
    writeFileSync(join(folder, 'images', 'not-found.svg'), '<svg/>');
    const app = express();
    app.use(clientFilesOnly(folder, serve(folder)));
    app.use((_request, response) => {
      response.type('text/plain').send('page');
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('serves the files of the client build, and a missing one in its folders falls through', async () => {
    const url = await startApp((folder) => express.static(folder, { index: false }));
    const favicon = await fetch(`${url}/favicon.svg`);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await (await fetch(`${url}/images/not-found.svg`)).text()).toBe('<svg/>');
    expect(await (await fetch(`${url}/images/nothing.svg`)).text()).toBe('page');
  });

  it('hands pages straight on, without asking the static files', async () => {
    const serve = vi.fn<express.RequestHandler>((_request, _response, next) => next());
    const url = await startApp(() => serve);
    expect(await (await fetch(`${url}/traktordeler.html`)).text()).toBe('page');
    expect(await (await fetch(`${url}/`)).text()).toBe('page');
    expect(await (await fetch(`${url}/search?term=filter`)).text()).toBe('page');
    expect(serve).not.toHaveBeenCalled();
    await fetch(`${url}/favicon.svg`);
    expect(serve).toHaveBeenCalledTimes(1);
  });
});

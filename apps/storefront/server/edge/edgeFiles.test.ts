import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ensureLocalCertificate } from './localCertificate';
import { brotliModules } from './nginxModules';

const scratch = mkdtempSync(join(tmpdir(), 'agri-edge-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('ensureLocalCertificate', () => {
  it('makes a certificate for localhost and 127.0.0.1 once, and keeps it', () => {
    const directory = join(scratch, 'tls');
    const files = ensureLocalCertificate(directory);
    const text = execFileSync(
      'openssl',
      ['x509', '-in', files.certificateFile, '-noout', '-text'],
      {
        encoding: 'utf8',
      },
    );
    expect(text).toContain('DNS:localhost');
    expect(text).toContain('IP Address:127.0.0.1');
    expect(text).toMatch(/Public Key Algorithm: id-ecPublicKey/);
    const made = statSync(files.certificateFile).mtimeMs;
    expect(ensureLocalCertificate(directory)).toEqual(files);
    expect(statSync(files.certificateFile).mtimeMs).toBe(made);
    expect(readFileSync(files.keyFile, 'utf8')).toContain('PRIVATE KEY');
  });
});

describe('brotliModules', () => {
  it('names both modules when both are there, and none when one is missing', () => {
    const directory = join(scratch, 'modules');
    mkdirSync(directory);
    writeFileSync(join(directory, 'ngx_http_brotli_filter_module.so'), '');
    expect(brotliModules(directory)).toEqual([]);
    writeFileSync(join(directory, 'ngx_http_brotli_static_module.so'), '');
    expect(brotliModules(directory)).toEqual([
      join(directory, 'ngx_http_brotli_filter_module.so'),
      join(directory, 'ngx_http_brotli_static_module.so'),
    ]);
  });
});

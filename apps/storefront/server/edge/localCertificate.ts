import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** A TLS certificate and its private key, as PEM files. */
export interface CertificateFiles {
  certificateFile: string;
  keyFile: string;
}

/**
 * A self-signed certificate for `localhost`, `127.0.0.1` and `::1` in `directory`, made with
 * openssl on first use (an EC P-256 key: the cheapest handshakes) and kept for later starts.
 * For local use only: browsers warn about it unless it is trusted by hand.
 */
export function ensureLocalCertificate(directory: string, openssl = 'openssl'): CertificateFiles {
  const files = {
    certificateFile: join(directory, 'localhost.crt'),
    keyFile: join(directory, 'localhost.key'),
  };
  if (existsSync(files.certificateFile) && existsSync(files.keyFile)) return files;
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  execFileSync(
    openssl,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-keyout',
      files.keyFile,
      '-out',
      files.certificateFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return files;
}

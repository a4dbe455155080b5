import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer of the edge, read over HTTP/2. */
export interface EdgeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (compressed when `content-encoding` says so). */
  raw: Buffer;
  /** The body decoded and as text. */
  text: string;
  /** What TLS negotiated (ALPN): `h2` for HTTP/2. */
  protocol: string | undefined;
}

/** One header's value (the first of several), or `null`. */
export function header(answer: EdgeAnswer, name: string): string | null {
  const value = answer.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? (value[0] ?? null) : String(value);
}

/**
 * Sends one request to the edge over a new HTTP/2 connection, verifying its certificate against
 * `certificateFile` for `localhost`.
 */
export async function edgeRequest(
  url: string,
  certificateFile: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<EdgeAnswer> {
  const target = new URL(url);
  const session = connect(target.origin, {
    ca: readFileSync(certificateFile),
    servername: 'localhost',
  });
  try {
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
    const stream = session.request({
      ':method': init.method ?? 'GET',
      ':path': `${target.pathname}${target.search}`,
      ':authority': target.host,
      ...init.headers,
    });
    if (init.body !== undefined) stream.write(init.body);
    stream.end();
    const [headers, raw] = await new Promise<[IncomingHttpHeaders, Buffer]>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let received: IncomingHttpHeaders = {};
      stream.on('response', (responseHeaders) => {
        received = responseHeaders;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve([received, Buffer.concat(chunks)]));
      stream.on('error', reject);
    });
    const encoding = headers['content-encoding'];
    const decoded =
      encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
    return {
      status: Number(headers[':status']),
      headers,
      raw,
      text: decoded.toString('utf8'),
      protocol: session.alpnProtocol,
    };
  } finally {
    session.close();
  }
}

/**
 * The base64 SHA-256 of the certificate's public key: Chromium's
 * `--ignore-certificate-errors-spki-list` then trusts exactly this certificate (the service
 * worker registers; nothing else is waved through).
 */
export function publicKeyHash(certificateFile: string): string {
  const publicKey = execFileSync('openssl', ['x509', '-in', certificateFile, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
}

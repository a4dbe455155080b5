import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Amount } from './paymentLedger.js';

/** Largest body the service reads: a card form or a capture is a few hundred bytes. */
const maxBody = 16 * 1024;

/** A request the service refuses with a 4xx status and a short message. */
export class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the whole body as text, refusing anything larger than 16 KB. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBody) throw new BadRequest(413, 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object body, or a 400. */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBody(request));
  } catch {
    throw new BadRequest(400, 'The body must be JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest(400, 'The body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** An amount and currency from text (a query string, a form, JSON), or a 400. */
export function parseAmount(amount: unknown, currency: unknown): Amount {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (typeof text !== 'string' || !/^\d{1,8}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
    throw new BadRequest(400, 'amount must be a positive number with at most two decimals.');
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw new BadRequest(400, 'currency must be a three-letter code such as NOK.');
  }
  return { amount: Number(text), currency };
}

/** A required string field of a JSON body, or a 400. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new BadRequest(400, `${name} must be a non-empty string.`);
  }
  return value;
}

/** Whether the request carries the shop's secret (`Authorization: Bearer <secret>`). */
export function hasSecret(request: IncomingMessage, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Compared as digests: equal length, and no timing hint about the secret.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** Sends JSON that no cache keeps. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(JSON.stringify(body));
}

/** A fresh nonce for one page. */
export const createNonce = () => randomBytes(16).toString('base64');

/**
 * Sends a hosted page: only its own nonce'd script and style run, forms post only here, and only
 * the shop's origins may frame it.
 */
export function sendPage(
  response: ServerResponse,
  status: number,
  html: string,
  options: { nonce: string; frameAncestors: readonly string[]; formAction?: readonly string[] },
): void {
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${options.nonce}'`,
    `style-src 'nonce-${options.nonce}'`,
    // A form whose answer redirects elsewhere (Vipps back to the shop) names that origin too.
    ["form-action 'self'", ...(options.formAction ?? [])].join(' '),
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestors.join(' ') || "'none'"}`,
  ].join('; ');
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(html);
}

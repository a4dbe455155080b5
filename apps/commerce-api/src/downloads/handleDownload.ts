import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { findCustomerSession } from '../customers/customerSession.js';
import { bearerToken } from '../customers/customerToken.js';
import type { Database } from '../db/tables.js';
import { WITHOUT_DOWNLOADS, type DownloadLinkSettings } from './downloadLinks.js';
import { readDownloadToken, type DownloadGrant } from './downloadToken.js';
import { renderManualPdf } from './renderManualPdf.js';

/** Where the signed links are served: `/downloads/<token>`. */
export const DOWNLOADS_PATH = '/downloads/';

/**
 * The refusals, each with its status and message; the `X-Download-Refusal` header names the kind
 * (`invalid`, `expired`, `sign-in`, `not-yours`, `gone`), which the storefront reacts to.
 */
export const DOWNLOAD_REFUSALS = {
  invalid: [404, 'This download link is not valid.'],
  expired: [410, 'This download link has expired. Ask for a new one under My downloads.'],
  'sign-in': [403, 'Sign in as the customer who bought this file to download it.'],
  'not-yours': [403, 'This download belongs to another customer.'],
  gone: [404, 'This file is no longer available for download.'],
} as const satisfies Record<string, readonly [number, string]>;

function refuse(response: ServerResponse, kind: keyof typeof DOWNLOAD_REFUSALS): void {
  const [status, message] = DOWNLOAD_REFUSALS[kind];
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-download-refusal': kind,
  });
  response.end(message);
}

/** The purchased link a grant names, if its order still hands out files. */
function grantedFile(db: Kysely<Database>, grant: DownloadGrant) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('downloadable_links', 'downloadable_links.product_id', 'order_items.product_id')
    .select(['orders.number', 'order_items.name', 'downloadable_links.title'])
    .where('order_items.id', '=', grant.orderItemId)
    .where('orders.customer_id', '=', grant.customerId)
    .where('order_items.product_type', '=', 'downloadable')
    .where('orders.status', 'not in', WITHOUT_DOWNLOADS)
    .where('downloadable_links.link_id', '=', grant.linkId)
    .executeTakeFirst();
}

/** `verkstedhandbok-pdf.pdf`: the title in ASCII for old clients; `filename*` keeps it whole. */
function contentDisposition(title: string): string {
  const base = title.replace(/\s*\(PDF\)\s*$/i, '').trim() || 'nedlasting';
  const ascii = base
    .normalize('NFKD')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `attachment; filename="${ascii || 'nedlasting'}.pdf"; filename*=UTF-8''${encodeURIComponent(`${base}.pdf`)}`;
}

/**
 * `GET /downloads/<token>`: the file of a signed link, to the customer it was signed for only —
 * the request must also carry that customer's bearer token (the storefront adds it from its
 * session cookie), so a forwarded or leaked link is useless to anyone else. An invalid or
 * tampered token is a 404, an expired one a 410, a missing or another customer's session a 403;
 * none of them sends any of the file. The file is an attachment, never cached by shared caches.
 */
export async function handleDownload(
  deps: { db: Kysely<Database>; settings: DownloadLinkSettings; now?: () => Date },
  token: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed.');
    return;
  }
  const now = deps.now?.() ?? new Date();
  const check = readDownloadToken(token, deps.settings.secret, now);
  if (check.kind === 'invalid') return refuse(response, 'invalid');
  if (check.kind === 'expired') return refuse(response, 'expired');
  const bearer = bearerToken(request.headers.authorization);
  const session = bearer ? await findCustomerSession(deps.db, bearer, now) : null;
  if (!session) return refuse(response, 'sign-in');
  if (session.customer.id !== check.grant.customerId) {
    return refuse(response, 'not-yours');
  }
  const file = await grantedFile(deps.db, check.grant);
  if (!file) return refuse(response, 'gone');
  const pdf = renderManualPdf({
    title: file.title,
    lines: [file.name, `Ordre ${file.number}`, `Kjøpt av ${session.customer.email}`],
  });
  response.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': pdf.length,
    'content-disposition': contentDisposition(file.title),
    // Only the buyer may have it: no shared cache keeps it, and no browser cache either.
    'cache-control': 'private, no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : pdf);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { escapeHtml } from '../mail/mailBody.js';
import {
  readOutbox,
  readOutboxAttachment,
  readOutboxHtml,
  type OutboxEntry,
} from '../mail/outbox.js';

/** Where the outbox serves one attachment's file. */
export const attachmentPath = (id: number, position: number) =>
  `/dev/outbox/${id}/attachments/${position}`;

/** A message's files, each a download link. */
function attachmentList(entry: OutboxEntry): string {
  if (entry.attachments.length === 0) return '';
  const items = entry.attachments.map(
    (file) =>
      `<li><a href="${attachmentPath(entry.id, file.position)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`,
  );
  return `<p>Attachments:</p><ul class="attachments">${items.join('')}</ul>`;
}

/** The message's extra headers (`List-Unsubscribe`, `Reply-To`), as lines. */
function headerList(entry: OutboxEntry): string {
  const lines = Object.entries(entry.headers ?? {}).map(
    ([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`,
  );
  return lines.length > 0 ? `<pre class="headers">${lines.join('\n')}</pre>` : '';
}

/** Only http(s) links become anchors; anything else stays text. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

/** The outbox as a plain HTML page, newest first (a developer's page: English, no styling). */
export function renderOutboxPage(entries: OutboxEntry[], to: string | null): string {
  const items = entries
    .map((entry) => {
      const links = entry.links
        .filter(isWebLink)
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('');
      return `<article>
<h2>#${entry.id} ${escapeHtml(entry.subject)}</h2>
<p>To <strong>${escapeHtml(entry.to)}</strong> at <time>${entry.createdAt}</time> · ${escapeHtml(entry.status)}${entry.lastError ? `: ${escapeHtml(entry.lastError)}` : ''}${entry.html === null ? '' : ` · <a href="/dev/outbox/${entry.id}.html">HTML part</a>`}</p>
${links ? `<ul>${links}</ul>` : ''}
${headerList(entry)}
${attachmentList(entry)}
<pre>${escapeHtml(entry.text)}</pre>
</article>`;
    })
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head>
<body>
<h1>Outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>E-mail the shop has sent, newest first (development only). JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>?to=&lt;address&gt;</p>
${items || '<p>No messages.</p>'}
</body></html>`;
}

/**
 * A message's HTML part (styles allowed, nothing else: user data in it is escaped) or one of its
 * attachments as a download.
 */
async function serveOnePart(
  db: Kysely<Database>,
  id: number,
  position: number | null,
  response: ServerResponse,
): Promise<void> {
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (position === null) {
    const html = await readOutboxHtml(db, id);
    if (html == null) return notFound(response);
    response.setHeader('Content-Security-Policy', MAIL_HTML_POLICY);
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
    return;
  }
  const file = await readOutboxAttachment(db, id, position);
  if (!file) return notFound(response);
  response.writeHead(200, {
    ...headers,
    'content-type': file.content_type,
    'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
  });
  response.end(Buffer.from(file.content));
}

/** A mail's HTML may style itself (inline), and load or run nothing. */
const MAIL_HTML_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function notFound(response: ServerResponse) {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('No such message or attachment.');
}

/**
 * `GET /dev/outbox` (HTML) and `GET /dev/outbox.json` (`{ messages: [...] }`), both newest
 * first and narrowed by `?to=<address>`; `/dev/outbox/<id>.html` a message's HTML part and
 * `/dev/outbox/<id>/attachments/<n>` its files. Served only where the configuration allows it.
 */
export async function handleDevOutbox(
  db: Kysely<Database>,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed.');
    return;
  }
  const one = /^\/dev\/outbox\/(\d{1,15})(?:\.html|\/attachments\/(\d{1,5}))$/.exec(url.pathname);
  if (one) {
    await serveOnePart(db, Number(one[1]), one[2] === undefined ? null : Number(one[2]), response);
    return;
  }
  if (url.pathname !== '/dev/outbox' && url.pathname !== '/dev/outbox.json') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('No such outbox page.');
    return;
  }
  const to = url.searchParams.get('to')?.trim() || null;
  const entries = await readOutbox(db, { to });
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (url.pathname === '/dev/outbox.json') {
    response.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ messages: entries }));
    return;
  }
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  response.end(renderOutboxPage(entries, to));
}

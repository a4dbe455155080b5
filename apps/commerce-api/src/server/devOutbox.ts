import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { readOutbox, type OutboxEntry } from '../mail/mailTransport.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

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
<p>To <strong>${escapeHtml(entry.to)}</strong> at <time>${entry.createdAt}</time></p>
${links ? `<ul>${links}</ul>` : ''}
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
 * `GET /dev/outbox` (HTML) and `GET /dev/outbox.json` (`{ messages: [...] }`), both newest
 * first and narrowed by `?to=<address>`. Served only where the configuration allows it.
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

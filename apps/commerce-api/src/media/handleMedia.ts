import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { isPartDiagramPath, partDiagramSvg } from '../partDiagrams/partDiagramMedia.js';
import { parseImageSize } from './imageSize.js';
import { renderPlaceholderImage } from './renderPlaceholderImage.js';

const PRODUCT_PREFIX = '/catalog/product';
const BLOG_PREFIX = '/blog/';
const LOGO_PREFIX = '/logo/';

/**
 * Pictures never change for a given file name and size, so browsers and CDNs may keep them (the
 * size is in the query string, which is part of the cache key).
 */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves the catalogue's pictures, drawn on request from what the database says the file shows:
 * product images by their file path, blog images by the post's slug, and the shop logo.
 * `?width=&height=` asks for one of the storefront's preset sizes (or its double); without them a
 * picture is 700×700. A size that is not allowed is a 400 naming the allowed ones.
 */
export async function handleMedia(
  db: Kysely<Database>,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  query: URLSearchParams = new URLSearchParams(),
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' });
    response.end();
    return;
  }
  if (isPartDiagramPath(path)) {
    // An exploded diagram is drawn once by the seed, at its own size.
    send(response, request, await partDiagramSvg(db, path));
    return;
  }
  const size = parseImageSize(query);
  if (!size.ok) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(size.message);
    return;
  }
  const title = await titleOf(db, path);
  if (title === null) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('No such picture.');
    return;
  }
  const svg = path.startsWith(LOGO_PREFIX)
    ? renderLogo()
    : renderPlaceholderImage({ title, key: path, ...size.size });
  send(response, request, svg);
}

/** A picture, or a 404 when there is none. */
function send(response: ServerResponse, request: IncomingMessage, svg: string | null): void {
  if (svg === null) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('No such picture.');
    return;
  }
  response.writeHead(200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': CACHE_CONTROL,
    'content-length': Buffer.byteLength(svg),
  });
  response.end(request.method === 'HEAD' ? undefined : svg);
}

async function titleOf(db: Kysely<Database>, path: string): Promise<string | null> {
  if (path.startsWith(`${PRODUCT_PREFIX}/`)) {
    const image = await db
      .selectFrom('product_images')
      .select('label')
      .where('file', '=', path.slice(PRODUCT_PREFIX.length))
      .executeTakeFirst();
    return image?.label ?? null;
  }
  if (path.startsWith(BLOG_PREFIX)) {
    const post = await db
      .selectFrom('blog_posts')
      .select('title')
      .where('image', '=', path)
      .executeTakeFirst();
    return post?.title ?? null;
  }
  if (path === `${LOGO_PREFIX}agri-deler.svg`) return 'Agri Deler';
  return null;
}

function renderLogo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="39" viewBox="0 0 200 39" role="img" aria-label="Agri Deler">
<rect width="39" height="39" rx="8" fill="#1f5130"/><path d="M9 28 L19.5 9 L30 28 Z" fill="#f2c230"/>
<text x="48" y="27" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#1f5130">Agri Deler</text>
</svg>`;
}

import { createHash } from 'node:crypto';

/** A rendered document whose inline scripts are allowed by hash instead of a nonce. */
export interface HashedDocument {
  /** The document without any `nonce="…"` attribute of the render's nonce. */
  html: string;
  /** `'sha256-…'` sources for `script-src`, one per distinct inline script of the render. */
  scriptHashes: string[];
}

// A script element: its start tag's attributes, its text, up to the first end tag — where the
// HTML parser ends it (`</script` followed by whitespace, `/` or `>`).
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script(?=[\t\n\f\r />])[^>]*>/gi;

/**
 * Makes a rendered document cacheable under a Content-Security-Policy: every inline `<script>`
 * whose start tag carries this render's secret `nonce` (React's, React Router's and the app's own
 * — nothing else can know it) is allowed by the SHA-256 of its text, and every `nonce="…"` of
 * that value is removed, so a shared cache hands out no nonce anyone could reuse.
 *
 * A script that reached the document through content (CMS HTML, a product name) never carries the
 * nonce, so it gets no hash and the browser blocks it, as it did under the nonce. The text is
 * hashed as the browser sees it after parsing (line breaks normalised to `\n`, NUL as U+FFFD).
 * Pure.
 */
export function hashInlineScripts(html: string, nonce: string): HashedDocument {
  if (!nonce) return { html, scriptHashes: [] };
  const nonceAttribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (`${attributes} `.includes(`${nonceAttribute} `)) hashes.add(scriptHash(text));
  }
  return { html: html.split(nonceAttribute).join(''), scriptHashes: [...hashes] };
}

/** The `'sha256-…'` source that allows an inline script with this text. */
export function scriptHash(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

import { hashInlineScripts, type HashedDocument } from '../security/hashInlineScripts.server';
import { deferModulePreloads } from './deferModulePreloads.server';

/** A page as it leaves the server, and what its policy header must allow. */
export type FinishedDocument = HashedDocument;

/**
 * The last steps over a page rendered in full, before it is sent (and perhaps kept by a shared
 * cache): no flood of module preloads before the first paint (`deferModulePreloads`), then
 * its inline scripts allowed by hash and its render nonce
 * removed (`hashInlineScripts`). Each step is a small pure function over the HTML with its own
 * tests.
 */
export function finishDocument(
  html: string,
  { renderNonce }: { renderNonce: string },
): FinishedDocument {
  return hashInlineScripts(deferModulePreloads(html, renderNonce), renderNonce);
}

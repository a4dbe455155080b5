/**
 * Product search moved to an in-memory index (issue 19, `src/search/`): the full-text document
 * and the trigram text of `product_search` are read by nothing any more. Dropping them makes the
 * seed faster and the table narrower; filters, facets and sorts of listings keep the rest.
 */
export const up = [
  `DROP INDEX IF EXISTS product_search_document_idx`,
  `DROP INDEX IF EXISTS product_search_text_idx`,
  `ALTER TABLE product_search DROP COLUMN IF EXISTS search_document, DROP COLUMN IF EXISTS search_text`,
];

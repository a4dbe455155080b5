/** The kinds of query the set covers, each with targets of its own in issue 19. */
export const QUERY_CLASSES = [
  'part-number',
  'pasted-name',
  'norwegian',
  'no-diacritics',
  'typo',
  'brand-model',
  'synonym',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/** A query and the products (by SKU) a buyer who types it expects to see. */
export interface JudgedQuery {
  query: string;
  queryClass: QueryClass;
  expected: string[];
  /** Made from the seed catalogue by a rule, or written by hand. */
  origin: 'generated' | 'hand-written';
  /** Why these products, when the query alone does not say. */
  note?: string;
}

import type { SeedCatalog } from '../../apps/commerce-api/src/seed/types';
import { indexCatalog } from './catalogIndex';
import {
  brandModelQueries,
  noDiacriticsQueries,
  partNumberQueries,
  pastedNameQueries,
  typoQueries,
} from './generatedQueries';
import { HAND_WRITTEN_QUERIES } from './handWrittenQueries';
import type { JudgedQuery } from './judgedQuery';

/** How many queries of each class are made from the catalogue (the rest are written by hand). */
const GENERATED = {
  partNumber: 36,
  pastedName: 28,
  noDiacritics: 20,
  typo: 24,
  brandModel: 22,
};

/**
 * The judged relevance set for a catalogue (the benchmark uses the default one: seed 1, 2 500
 * products): generated and hand-written queries with the SKUs each should find, computed from
 * the catalogue's data. A hand-written query that finds nothing in the catalogue is a mistake in
 * its rule and throws; a repeated query is kept once.
 */
export function buildJudgedSet(catalog: SeedCatalog): JudgedQuery[] {
  const products = indexCatalog(catalog);
  const handWritten = HAND_WRITTEN_QUERIES.map(({ query, queryClass, judge, note }) => {
    const expected = products.filter(judge).map((product) => product.sku);
    if (expected.length === 0) throw new Error(`"${query}" expects no product of the catalogue`);
    return {
      query,
      queryClass,
      expected,
      origin: 'hand-written' as const,
      ...(note === undefined ? {} : { note }),
    };
  });
  const generated = [
    ...partNumberQueries(products, GENERATED.partNumber),
    ...pastedNameQueries(products, GENERATED.pastedName),
    ...noDiacriticsQueries(products, GENERATED.noDiacritics),
    ...typoQueries(products, GENERATED.typo),
    ...brandModelQueries(products, GENERATED.brandModel),
  ].filter((query) => query.expected.length > 0);
  const seen = new Set<string>();
  return [...handWritten, ...generated].filter((query) => {
    const key = query.query.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

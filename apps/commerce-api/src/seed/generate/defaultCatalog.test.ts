import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizePartNumber } from '../../catalog/normalizePartNumber.js';
import { generateCatalog } from './generateCatalog.js';
import { KNOWN_PART_NUMBERS } from './partNumbers.js';

// The root README tells a newcomer to search the catalogue for these part numbers, on the default
// seed (2 500 products) or the benchmarks' 100 000 (`npm run seed -- --reset --products 100000`);
// keep the examples true at both sizes when the generator changes.
describe('the part numbers the README searches for', () => {
  const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const searched = [...readme.matchAll(/products\(search: "([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((term) => /\d{4,}/.test(term));

  it('are in the default catalogue', () => {
    const partNumbers = new Set(
      generateCatalog({ seed: 1, productCount: 2500 }).products.flatMap((product) =>
        product.partNumbers.map(normalizePartNumber),
      ),
    );
    expect(searched.length).toBeGreaterThanOrEqual(2);
    for (const term of searched)
      expect(partNumbers.has(normalizePartNumber(term)), term).toBe(true);
  });

  // The catalogue is generated anew for each size, so a random number of the default catalogue
  // is gone at 100 000 products; the well-known numbers go to the first part of their make and
  // kind at any size (generating 100 000 products here would take ~15 s).
  it('are well-known numbers, which every catalogue size holds', () => {
    const known = new Set(
      Object.values(KNOWN_PART_NUMBERS)
        .flatMap((byKind) => Object.values(byKind).flat())
        .map((oem) => normalizePartNumber(oem.number)),
    );
    for (const term of searched) expect(known.has(normalizePartNumber(term)), term).toBe(true);
  });
});

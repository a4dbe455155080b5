import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizePartNumber } from '../../catalog/normalizePartNumber.js';
import { generateCatalog } from './generateCatalog.js';

// The root README tells a newcomer to search the default catalogue (seed 1, 2 500 products) for
// these part numbers; keep the examples true when the generator changes.
describe('the default catalogue', () => {
  const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const searched = [...readme.matchAll(/products\(search: "([^"]+)"/g)].map((match) => match[1]!);
  const partNumbers = new Set(
    generateCatalog({ seed: 1, productCount: 2500 }).products.flatMap((product) =>
      product.partNumbers.map(normalizePartNumber),
    ),
  );

  it('holds the part numbers the README searches for', () => {
    const numbers = searched.filter((term) => /\d{4,}/.test(term));
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    for (const term of numbers) expect(partNumbers.has(normalizePartNumber(term)), term).toBe(true);
  });
});

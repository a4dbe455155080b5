import { describe, expect, it } from 'vitest';

import { summarizeReorder } from './reorderResult';

const lines = [
  { sku: 'OF-100', name: 'Oljefilter' },
  { sku: 'DF-200', name: 'Drivstoffilter' },
  { sku: 'KR-300', name: 'Kilerem' },
  { sku: 'LF-400', name: 'Luftfilter' },
];

describe('summarizeReorder', () => {
  it('counts every line added when nothing is reported', () => {
    expect(summarizeReorder(lines, [])).toEqual({ added: 4, missed: [] });
  });

  it('names each reported line from the order and maps Magento codes', () => {
    const summary = summarizeReorder(lines, [
      { code: 'PRODUCT_NOT_FOUND', message: 'gone', path: ['OF-100'] },
      { code: 'NOT_SALABLE', message: 'sold out', path: ['DF-200'] },
      { code: 'INSUFFICIENT_STOCK', message: 'Only 2 of 3', path: ['KR-300'] },
      null,
    ]);
    expect(summary.missed).toEqual([
      { sku: 'OF-100', name: 'Oljefilter', problem: 'not-found', message: 'gone' },
      { sku: 'DF-200', name: 'Drivstoffilter', problem: 'not-salable', message: 'sold out' },
      { sku: 'KR-300', name: 'Kilerem', problem: 'insufficient-stock', message: 'Only 2 of 3' },
    ]);
    // The short line went in partly, so it counts as added.
    expect(summary.added).toBe(2);
  });

  it('keeps an unknown code and an unknown SKU as "other" under the SKU', () => {
    expect(
      summarizeReorder(lines, [{ code: 'UNDEFINED', message: 'options', path: ['XX-1'] }]).missed,
    ).toEqual([{ sku: 'XX-1', name: 'XX-1', problem: 'other', message: 'options' }]);
  });
});

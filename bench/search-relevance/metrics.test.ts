import { describe, expect, it } from 'vitest';
import {
  recallAt,
  reciprocalRank,
  summarize,
  summarizeByClass,
  type QueryOutcome,
} from './metrics';

const ten = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

describe('recallAt', () => {
  it('is the share of the expected products in the first ten', () => {
    expect(recallAt(['A', 'X'], ten)).toBe(0.5);
    expect(recallAt(['A', 'J'], ten)).toBe(1);
    expect(recallAt(['X', 'Y'], ten)).toBe(0);
  });

  it('counts only as many as fit on the page when more are expected', () => {
    const many = Array.from({ length: 40 }, (_, i) => `P${i}`);
    expect(recallAt(many, many.slice(0, 10))).toBe(1);
    expect(recallAt(many, [...many.slice(0, 5), ...'VWXYZ'])).toBe(0.5);
  });

  it('ignores what comes after the cut-off and counts a repeated product once', () => {
    expect(recallAt(['K'], [...ten, 'K'])).toBe(0);
    expect(recallAt(['A', 'B'], ['A', 'A', 'A'])).toBe(0.5);
    expect(recallAt(['C'], ten, 2)).toBe(0);
  });

  it('is 1 for a query that expects nothing, and 0 when nothing comes back', () => {
    expect(recallAt([], ten)).toBe(1);
    expect(recallAt(['A'], [])).toBe(0);
  });
});

describe('reciprocalRank', () => {
  it('is one over the rank of the first expected product', () => {
    expect(reciprocalRank(['A'], ten)).toBe(1);
    expect(reciprocalRank(['D', 'B'], ten)).toBe(0.5);
    expect(reciprocalRank(['J'], ten)).toBe(0.1);
  });

  it('is 0 when no expected product is in the first ten', () => {
    expect(reciprocalRank(['K'], [...ten, 'K'])).toBe(0);
    expect(reciprocalRank(['A'], [])).toBe(0);
    expect(reciprocalRank([], ten)).toBe(0);
  });
});

describe('summarize', () => {
  const outcome = (
    queryClass: string,
    expected: string[],
    returned: string[],
    totalCount = returned.length,
  ): QueryOutcome => ({ queryClass, expected, returned, totalCount });

  it('averages recall and MRR and counts the queries that found nothing', () => {
    const summary = summarize([
      outcome('typo', ['A'], ['A']),
      outcome('typo', ['A', 'B'], ['X', 'B']),
      outcome('typo', ['A'], []),
      outcome('typo', ['A'], ['X'], 7),
    ]);
    expect(summary.queries).toBe(4);
    expect(summary.recall).toBeCloseTo((1 + 0.5 + 0 + 0) / 4);
    expect(summary.mrr).toBeCloseTo((1 + 0.5 + 0 + 0) / 4);
    expect(summary.zeroResultRate).toBe(0.25);
  });

  it('gives zeros for no queries', () => {
    expect(summarize([])).toEqual({ queries: 0, recall: 0, mrr: 0, zeroResultRate: 0 });
  });

  it('summarises each class in first-seen order, then all queries', () => {
    const rows = summarizeByClass([
      outcome('typo', ['A'], ['A']),
      outcome('synonym', ['A'], []),
      outcome('typo', ['A'], ['B', 'A']),
    ]);
    expect(rows.map((row) => [row.queryClass, row.summary.queries, row.summary.mrr])).toEqual([
      ['typo', 2, 0.75],
      ['synonym', 1, 0],
      ['overall', 3, 0.5],
    ]);
  });
});

/** How many results a query is judged on: the first page of ten. */
export const CUTOFF = 10;

/**
 * Recall at k: the share of the expected products found in the first k results, out of as many
 * as could fit (`min(k, |expected|)`), so a broad query with 300 right answers scores 1 when the
 * first ten are all right. 1 for a query that expects nothing.
 */
export function recallAt(
  expected: readonly string[],
  returned: readonly string[],
  k: number = CUTOFF,
): number {
  if (expected.length === 0) return 1;
  const wanted = new Set(expected);
  const found = new Set(returned.slice(0, k).filter((sku) => wanted.has(sku))).size;
  return found / Math.min(k, wanted.size);
}

/** 1 / rank of the first expected product within the first k results; 0 when none is there. */
export function reciprocalRank(
  expected: readonly string[],
  returned: readonly string[],
  k: number = CUTOFF,
): number {
  const wanted = new Set(expected);
  const rank = returned.slice(0, k).findIndex((sku) => wanted.has(sku));
  return rank < 0 ? 0 : 1 / (rank + 1);
}

/** One query's outcome: what was expected, what came back (skus in order) and the total count. */
export interface QueryOutcome {
  queryClass: string;
  expected: readonly string[];
  returned: readonly string[];
  totalCount: number;
}

/** The figures of a set of queries. */
export interface RelevanceSummary {
  queries: number;
  /** Mean recall@10, 0–1. */
  recall: number;
  /** Mean reciprocal rank, 0–1. */
  mrr: number;
  /** Share of queries with no result at all, 0–1. */
  zeroResultRate: number;
}

/** Mean recall@10, MRR and zero-result rate of the outcomes (all zero for none). */
export function summarize(outcomes: readonly QueryOutcome[]): RelevanceSummary {
  const n = outcomes.length;
  if (n === 0) return { queries: 0, recall: 0, mrr: 0, zeroResultRate: 0 };
  const mean = (value: (outcome: QueryOutcome) => number) =>
    outcomes.reduce((sum, outcome) => sum + value(outcome), 0) / n;
  return {
    queries: n,
    recall: mean((o) => recallAt(o.expected, o.returned)),
    mrr: mean((o) => reciprocalRank(o.expected, o.returned)),
    zeroResultRate: mean((o) => (o.totalCount === 0 ? 1 : 0)),
  };
}

/** Summaries per query class (in first-seen order) and of all queries under `overall`. */
export function summarizeByClass(
  outcomes: readonly QueryOutcome[],
): { queryClass: string; summary: RelevanceSummary }[] {
  const classes = [...new Set(outcomes.map((outcome) => outcome.queryClass))];
  return [
    ...classes.map((queryClass) => ({
      queryClass,
      summary: summarize(outcomes.filter((outcome) => outcome.queryClass === queryClass)),
    })),
    { queryClass: 'overall', summary: summarize(outcomes) },
  ];
}

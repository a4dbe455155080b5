/** One request of a load or an interaction: when it started and ended (ms since a common origin). */
export interface Span {
  start: number;
  end: number;
}

/**
 * Each request's place in its chain: 1 for a request that started before any other ended, else
 * one more than the deepest request that had ended when it started. Requests under way together
 * share a depth.
 */
export function roundTripDepths<S extends Span>(spans: readonly S[]): Map<S, number> {
  const depth = new Map<S, number>();
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (const span of sorted) {
    const before = sorted.filter((other) => other.end <= span.start);
    depth.set(span, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
  }
  return depth;
}

/**
 * The number of sequential round trips in a set of requests: the longest chain of requests each
 * starting after the one before it ended. Requests under way together count once.
 */
export function sequentialRoundTrips(spans: readonly Span[]): number {
  return Math.max(0, ...roundTripDepths(spans).values());
}

/**
 * How the products search benchmark times a scenario (latency percentiles, throughput, the
 * slowest terms) and what its requests find.
 */
import { graphql, SEARCH, type Scenario } from './searchScenarios';

/** Sends `requests` requests of a scenario, `concurrency` at a time. */
export async function measure(
  url: string,
  scenario: Scenario,
  requests: number,
  concurrency: number,
) {
  const latencies: number[] = [];
  const errors: string[] = [];
  /** Latencies by search term (or filter, for a listing). */
  const byTerm = new Map<string, number[]>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const variables = scenario.variables();
        const term = String(variables.search ?? JSON.stringify(variables.filter));
        const t = performance.now();
        try {
          await graphql(url, SEARCH, variables);
          const ms = performance.now() - t;
          latencies.push(ms);
          byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
        } catch (error) {
          errors.push(String(error).slice(0, 300));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const terms = [...byTerm]
    .map(([term, list]) => ({ term, median: median(list), max: list.at(-1)! }))
    .sort((a, b) => b.median - a.median)
    .map(({ term, median, max }) => `"${term}" ${median.toFixed(0)}/${max.toFixed(0)}`)
    .join(' · ');
  return { p50: q(0.5), p95: q(0.95), rps: latencies.length / seconds, errors, terms };
}

/** What the requests of one round through a scenario's lists find (`total_count`). */
export async function hits(url: string, scenario: Scenario, rounds: number): Promise<string> {
  const found: string[] = [];
  for (let k = 0; k < rounds; k++) {
    const variables = scenario.variables();
    const label = [
      typeof variables.search === 'string' ? `"${variables.search}"` : '',
      variables.filter ? JSON.stringify(variables.filter) : '',
    ]
      .filter(Boolean)
      .join(' ');
    try {
      const data = await graphql(url, SEARCH, variables);
      found.push(`${label} ${data.products.total_count}`);
    } catch (error) {
      found.push(`${label} ERROR ${String(error).slice(0, 120)}`);
    }
  }
  return found.join(' · ');
}

/** The machine's load average, and waiting for a quiet machine before measuring. */
import { loadavg } from 'node:os';

export function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/**
 * Waits (every 30 s) until the 1-minute load average is below `maxLoad` (--max-load; 0: do not
 * wait), within `budgetMs` (--max-wait), which every call of the returned function draws on.
 */
export function quietWaiter(maxLoad: number, budgetMs: number): () => Promise<string> {
  let waitBudgetMs = budgetMs;
  return async function waitForQuiet(): Promise<string> {
    if (maxLoad <= 0) return `load average ${load()} (not waited for)`;
    const started = Date.now();
    while (loadavg()[0]! >= maxLoad && waitBudgetMs > 0) {
      console.log(`  load average ${load()} ≥ ${maxLoad}: waiting 30 s…`);
      const step = Math.min(30_000, waitBudgetMs);
      await new Promise((r) => setTimeout(r, step));
      waitBudgetMs -= step;
    }
    const waited = Math.round((Date.now() - started) / 1000);
    const quiet = loadavg()[0]! < maxLoad;
    return `load average ${load()} after waiting ${waited} s${quiet ? '' : ` — NOT below ${maxLoad}, measured anyway`}`;
  };
}

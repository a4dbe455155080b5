import type { BrowserContext, Request } from 'playwright-core';

import { sequentialRoundTrips, type Span } from '../roundTrips';

/** Which cases run (names containing one of the words; all when unset) and whether to list requests. */
const settings: { only?: string[]; verbose: boolean } = { verbose: false };

export function configureMeasure(options: { only?: string[]; verbose: boolean }) {
  Object.assign(settings, options);
}

/** A recorded request: its span, and what it was (operation name, data URL or manifest). */
interface Entry extends Span {
  label: string;
}

/** What a request is, or undefined for requests that are not data round trips (assets, HTML). */
function describeRequest(request: Request): string | undefined {
  const url = new URL(request.url());
  if (url.pathname === '/graphql') {
    let operation = url.searchParams.get('operationName') ?? '';
    const body = request.postData();
    if (!operation && body) {
      try {
        operation = (JSON.parse(body) as { operationName?: string }).operationName ?? '';
      } catch {
        operation = '';
      }
    }
    const query = url.searchParams.get('query') ?? body ?? '';
    if (!operation) operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    return `gql ${operation}`;
  }
  if (url.pathname.endsWith('.data')) return `data ${url.pathname}`;
  if (url.pathname.startsWith('/api/')) return `api ${url.pathname}`;
  if (url.pathname === '/__manifest') return 'manifest';
  return undefined;
}

/** Records the data requests of every page of a browser context. */
export class Recorder {
  entries: Entry[] = [];
  private t0 = performance.now();
  private open = new Map<Request, Entry>();
  private lastChange = performance.now();

  attach(context: BrowserContext) {
    context.on('request', (request) => {
      const label = describeRequest(request);
      if (!label) return;
      const entry = { label, start: performance.now() - this.t0, end: Number.POSITIVE_INFINITY };
      this.entries.push(entry);
      this.open.set(request, entry);
      this.lastChange = performance.now();
    });
    const finish = (request: Request) => {
      const entry = this.open.get(request);
      if (!entry) return;
      entry.end = performance.now() - this.t0;
      this.open.delete(request);
      this.lastChange = performance.now();
    };
    context.on('requestfinished', finish);
    context.on('requestfailed', finish);
  }

  /** Starts a new measurement (requests still under way from before are forgotten). */
  begin() {
    this.t0 = performance.now();
    this.entries = [];
    this.open.clear();
    this.lastChange = performance.now();
  }

  /** Waits until no data request is under way and none has started or ended for `quietMs`. */
  async settle(quietMs = 700, timeoutMs = 15_000) {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.open.size === 0 && performance.now() - this.lastChange >= quietMs) return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`requests still under way: ${[...this.open.values()].map((e) => e.label)}`);
  }
}

export interface Row {
  name: string;
  requests: number;
  roundTrips: number;
  /** Route-manifest requests (lazy route discovery) and the round trips counting them too. */
  manifests: number;
  roundTripsWithManifests: number;
  target: number;
  labels: string[];
  error?: string;
}

export const rows: Row[] = [];

/**
 * Measures one case: `prepare` runs unrecorded, `act` is recorded until the page is quiet.
 */
export async function measure(
  recorder: Recorder,
  name: string,
  target: number,
  act: () => Promise<void>,
  prepare?: () => Promise<void>,
) {
  if (settings.only && !settings.only.some((word) => name.includes(word))) return;
  try {
    if (prepare) {
      await prepare();
      await recorder.settle();
    }
    recorder.begin();
    await act();
    await recorder.settle();
    const entries = [...recorder.entries];
    const data = entries.filter((entry) => entry.label !== 'manifest');
    const row: Row = {
      name,
      requests: data.length,
      roundTrips: sequentialRoundTrips(data),
      manifests: entries.length - data.length,
      roundTripsWithManifests: sequentialRoundTrips(entries),
      target,
      labels: entries.map((entry) => entry.label),
    };
    rows.push(row);
    if (settings.verbose) {
      console.log(`${name}:`);
      for (const entry of entries) {
        console.log(`  ${entry.start.toFixed(0)}–${entry.end.toFixed(0)} ms  ${entry.label}`);
      }
    }
  } catch (error) {
    rows.push({
      name,
      requests: 0,
      roundTrips: 0,
      manifests: 0,
      roundTripsWithManifests: 0,
      target,
      labels: [],
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
  }
}

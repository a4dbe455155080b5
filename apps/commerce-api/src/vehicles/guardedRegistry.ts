import type { RegistryVehicleData } from './registryData.js';
import {
  RateLimitedError,
  RegistryUnavailableError,
  type VehicleRegistry,
} from './vehicleRegistry.js';

export interface RegistryGuardOptions {
  /** How long a found vehicle's answer is reused (plates rarely change owner data we use). */
  cacheTtlMs: number;
  /** How long "no vehicle has this plate" is reused (a plate may be registered any day). */
  notFoundTtlMs: number;
  /** Most answers kept; the least recently used go first. */
  cacheMaxEntries: number;
  /** Registry calls one client may cause per minute (cached answers do not count). */
  perClientPerMinute: number;
  /** Registry calls per UTC day over all clients, kept under the key's daily quota. */
  dailyLimit: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

const MINUTE = 60_000;
/** Clients remembered at most; the oldest are forgotten first (their minute is long over). */
const MAX_TRACKED_CLIENTS = 10_000;

/**
 * Puts a cache, a per-client rate limit and a daily budget in front of a registry, so the
 * public look-up cannot burn the API key's daily quota: answers are reused (found vehicles for
 * `cacheTtlMs`, unknown plates for `notFoundTtlMs`), concurrent look-ups of one plate share one
 * call, a client causing more than `perClientPerMinute` calls gets `RateLimitedError`, and past
 * `dailyLimit` calls in a UTC day the registry counts as unavailable (`quota`) until midnight.
 */
export function createGuardedRegistry(
  inner: VehicleRegistry,
  options: RegistryGuardOptions,
): VehicleRegistry & { readonly cacheSize: number } {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; data: RegistryVehicleData[] }>();
  const inFlight = new Map<string, Promise<RegistryVehicleData[]>>();
  const calls = new Map<string, number[]>();
  let day = '';
  let callsToday = 0;

  const remember = (plate: string, data: RegistryVehicleData[]) => {
    const ttl = data.length > 0 ? options.cacheTtlMs : options.notFoundTtlMs;
    if (ttl <= 0 || options.cacheMaxEntries <= 0) return;
    cache.delete(plate);
    cache.set(plate, { expires: now() + ttl, data });
    while (cache.size > options.cacheMaxEntries) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
    }
  };

  /** Counts a registry call for the client, or refuses it. */
  const admit = (clientKey: string) => {
    const time = now();
    const recent = (calls.get(clientKey) ?? []).filter((at) => at > time - MINUTE);
    if (recent.length >= options.perClientPerMinute) {
      const retry = Math.max(1, Math.ceil(((recent[0] ?? time) + MINUTE - time) / 1000));
      calls.set(clientKey, recent);
      throw new RateLimitedError(retry);
    }
    const today = new Date(time).toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      callsToday = 0;
    }
    if (callsToday >= options.dailyLimit) {
      throw new RegistryUnavailableError(
        'quota',
        'The daily budget of registry look-ups is spent.',
      );
    }
    callsToday++;
    recent.push(time);
    calls.delete(clientKey);
    calls.set(clientKey, recent);
    while (calls.size > MAX_TRACKED_CLIENTS) calls.delete(calls.keys().next().value as string);
  };

  return {
    name: inner.name,
    get cacheSize() {
      return cache.size;
    },
    async lookup(plate, lookupOptions) {
      const cached = cache.get(plate);
      if (cached && cached.expires > now()) {
        // Most recently used last, so eviction drops the least used.
        cache.delete(plate);
        cache.set(plate, cached);
        return structuredClone(cached.data);
      }
      if (cached) cache.delete(plate);
      const pending = inFlight.get(plate);
      if (pending) return structuredClone(await pending);

      admit(lookupOptions.clientKey);
      const call = inner.lookup(plate, lookupOptions).then((data) => {
        remember(plate, data);
        return data;
      });
      inFlight.set(plate, call);
      try {
        return structuredClone(await call);
      } finally {
        inFlight.delete(plate);
      }
    },
  };
}

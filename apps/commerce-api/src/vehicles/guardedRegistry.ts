import type { RateLimiter, RateRule } from '../limits/rateLimiter.js';
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
  /** Counts the calls in the database, so every instance shares them and a restart keeps them. */
  limiter: RateLimiter;
  /** The cache's clock, replaceable in tests. */
  now?: () => number;
}

/**
 * Puts a cache, a per-client rate limit and a daily budget in front of a registry, so the
 * public look-up cannot burn the API key's daily quota: answers are reused (found vehicles for
 * `cacheTtlMs`, unknown plates for `notFoundTtlMs`), concurrent look-ups of one plate share one
 * call, a client causing more than `perClientPerMinute` calls in a clock minute gets
 * `RateLimitedError`, and past `dailyLimit` calls in a UTC day the registry counts as unavailable
 * (`quota`) until midnight. The limit and the budget are counted by `limiter` (in the database,
 * shared by all instances); the answer cache is this instance's own — it is only a cache, and a
 * miss costs one counted call.
 */
export function createGuardedRegistry(
  inner: VehicleRegistry,
  options: RegistryGuardOptions,
): VehicleRegistry & { readonly cacheSize: number } {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; data: RegistryVehicleData[] }>();
  const inFlight = new Map<string, Promise<RegistryVehicleData[]>>();
  const perClient: RateRule = {
    name: 'plate-lookup',
    limit: options.perClientPerMinute,
    windowSeconds: 60,
  };
  const daily: RateRule = {
    name: 'plate-registry-day',
    limit: options.dailyLimit,
    windowSeconds: 86_400,
  };

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

  /** A fresh cached answer, made the most recently used; expired ones are dropped. */
  const cached = (plate: string) => {
    const entry = cache.get(plate);
    if (!entry) return undefined;
    cache.delete(plate);
    if (entry.expires <= now()) return undefined;
    cache.set(plate, entry);
    return entry.data;
  };

  /**
   * Counts a registry call for the client, then for the day, or refuses it. The client's limit
   * comes first, so one client that is refused spends none of the day's budget.
   */
  const admit = async (clientKey: string) => {
    const client = await options.limiter.consume(perClient, clientKey);
    if (!client.allowed) throw new RateLimitedError(client.retryAfterSeconds);
    const day = await options.limiter.consume(daily, 'all');
    if (!day.allowed) {
      throw new RegistryUnavailableError(
        'quota',
        'The daily budget of registry look-ups is spent.',
      );
    }
  };

  return {
    name: inner.name,
    get cacheSize() {
      return cache.size;
    },
    async lookup(plate, lookupOptions) {
      const hit = cached(plate);
      if (hit) return structuredClone(hit);
      const pending = inFlight.get(plate);
      if (pending) {
        try {
          return structuredClone(await pending);
        } catch (error) {
          // Another client's refusal is not this one's: it makes a counted call of its own.
          if (!(error instanceof RateLimitedError)) throw error;
        }
      }
      // Counted and called as one promise, so concurrent look-ups of the plate share both.
      const call = admit(lookupOptions.clientKey)
        .then(() => inner.lookup(plate, lookupOptions))
        .then((data) => {
          remember(plate, data);
          return data;
        });
      inFlight.set(plate, call);
      try {
        return structuredClone(await call);
      } finally {
        if (inFlight.get(plate) === call) inFlight.delete(plate);
      }
    },
  };
}

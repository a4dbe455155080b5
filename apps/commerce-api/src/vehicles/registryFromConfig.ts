import type { VehicleRegistryConfig } from '../config.js';
import type { RateLimiter } from '../limits/rateLimiter.js';
import { createGuardedRegistry } from './guardedRegistry.js';
import { createSeededRegistry } from './seededRegistry.js';
import { createSvvRegistry } from './svvRegistry.js';
import type { VehicleRegistry } from './vehicleRegistry.js';

/**
 * The registry the configuration asks for: Statens vegvesen behind the cache, rate limit and
 * daily budget when `SVV_API_KEY` is set, otherwise the seeded demo registry. `limiter` counts
 * the limit and the budget (in the database, shared by every instance).
 */
export function registryFromConfig(
  config: VehicleRegistryConfig,
  limiter: RateLimiter,
  fetchImpl: typeof fetch = fetch,
): VehicleRegistry {
  if (!config.svvApiKey) return createSeededRegistry();
  return createGuardedRegistry(
    createSvvRegistry(
      { apiKey: config.svvApiKey, url: config.svvUrl, timeoutMs: config.timeoutMs },
      fetchImpl,
    ),
    {
      cacheTtlMs: config.cacheTtlSeconds * 1000,
      notFoundTtlMs: config.notFoundTtlSeconds * 1000,
      cacheMaxEntries: config.cacheMaxEntries,
      perClientPerMinute: config.perClientPerMinute,
      dailyLimit: config.dailyLimit,
      limiter,
    },
  );
}

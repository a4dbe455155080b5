import type { RegistryVehicleData } from './registryData.js';
import { RegistryUnavailableError, type VehicleRegistry } from './vehicleRegistry.js';

/** Statens vegvesen's open vehicle look-up ("enkeltoppslag"). */
export interface SvvRegistryConfig {
  /** The key from vegvesen.no ("API for kjøretøyopplysninger"). */
  apiKey: string;
  /** Base address, `https://akfell-datautlevering.atlas.vegvesen.no` by default. */
  url: string;
  /** How long one look-up may take before it counts as unavailable. */
  timeoutMs: number;
}

export const SVV_DEFAULT_URL = 'https://akfell-datautlevering.atlas.vegvesen.no';

/**
 * Looks plates up at Statens vegvesen: `GET {url}/enkeltoppslag/kjoretoydata?kjennemerke=<plate>`
 * with `SVV-Authorization: Apikey <key>`. 200 gives `kjoretoydataListe`; 204 (and 404) means no
 * vehicle has the plate; 401/403 (key refused), 422/429 (quota), other answers, network errors
 * and the timeout are `RegistryUnavailableError`s. Caching and rate limits are the job of
 * `createGuardedRegistry` around it.
 */
export function createSvvRegistry(
  config: SvvRegistryConfig,
  fetchImpl: typeof fetch = fetch,
): VehicleRegistry {
  const base = config.url.replace(/\/+$/, '');
  return {
    name: 'statens-vegvesen',
    async lookup(plate) {
      const address = `${base}/enkeltoppslag/kjoretoydata?kjennemerke=${encodeURIComponent(plate)}`;
      let response: Response;
      try {
        response = await fetchImpl(address, {
          headers: { 'SVV-Authorization': `Apikey ${config.apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut =
          error instanceof DOMException &&
          (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new RegistryUnavailableError(
          timedOut ? 'timeout' : 'failed',
          timedOut
            ? `The vehicle registry did not answer within ${config.timeoutMs} ms.`
            : `The vehicle registry could not be reached: ${(error as Error).message}`,
        );
      }
      const status = response.status;
      if (status === 204 || status === 404) {
        await response.body?.cancel();
        return [];
      }
      if (status !== 200) {
        await response.body?.cancel();
        if (status === 401 || status === 403) {
          throw new RegistryUnavailableError(
            'refused',
            `The vehicle registry refused the API key (${status}).`,
          );
        }
        if (status === 422 || status === 429) {
          throw new RegistryUnavailableError(
            'quota',
            `The vehicle registry's quota is used up (${status}).`,
          );
        }
        throw new RegistryUnavailableError('failed', `The vehicle registry answered ${status}.`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new RegistryUnavailableError(
          timedOut ? 'timeout' : 'failed',
          timedOut
            ? `The vehicle registry did not answer within ${config.timeoutMs} ms.`
            : 'The vehicle registry answered with something that is not JSON.',
        );
      }
      const list = (body as { kjoretoydataListe?: unknown } | null)?.kjoretoydataListe;
      if (list === undefined || list === null) return [];
      if (!Array.isArray(list)) {
        throw new RegistryUnavailableError(
          'failed',
          'The vehicle registry answered without a vehicle list.',
        );
      }
      return list.filter(
        (item): item is RegistryVehicleData => typeof item === 'object' && item !== null,
      );
    },
  };
}

import type { RegistryVehicleData } from './registryData.js';

/**
 * Where licence plates are looked up: the seeded demo registry, or Statens vegvesen's
 * "enkeltoppslag" when an API key is configured.
 */
export interface VehicleRegistry {
  /** `seeded` or `statens-vegvesen`, for logs and the README. */
  readonly name: string;
  /**
   * The registry's vehicle data for a normalised plate (`AB12345`), as the registry gives it: an
   * empty list when no vehicle has the plate. Throws `RegistryUnavailableError` when the
   * registry cannot answer and `RateLimitedError` when this client asked too often.
   */
  lookup(plate: string, options: { clientKey: string }): Promise<RegistryVehicleData[]>;
}

/** Why a registry could not answer. */
export type UnavailableReason = 'timeout' | 'refused' | 'quota' | 'failed';

/** The registry did not answer usefully; trying again later may work. */
export class RegistryUnavailableError extends Error {
  constructor(
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super(message);
    this.name = 'RegistryUnavailableError';
  }
}

/** This client made too many look-ups; `retryAfterSeconds` until the next one is allowed. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many licence-plate look-ups; try again in ${retryAfterSeconds} seconds.`);
    this.name = 'RateLimitedError';
  }
}

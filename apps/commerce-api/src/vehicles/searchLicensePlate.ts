import type { FinderData } from './finderCatalog.js';
import {
  PLATE_PROBLEM_MESSAGES,
  validateLicensePlate,
  type LicensePlateProblem,
} from './licensePlate.js';
import { matchVehicle, type VehicleMatch } from './matchVehicle.js';
import {
  describeVehicle,
  type RegisteredVehicle,
  type RegistryVehicleData,
} from './registryData.js';
import {
  RateLimitedError,
  RegistryUnavailableError,
  type VehicleRegistry,
} from './vehicleRegistry.js';

/** Why a plate could not be verified; the codes clients see in `extensions.code` / JSON. */
export type PlateFailureCode =
  | 'LICENSE_PLATE_INVALID'
  | 'LICENSE_PLATE_NOT_REGISTERED'
  | 'LICENSE_PLATE_REGISTRY_UNAVAILABLE'
  | 'LICENSE_PLATE_RATE_LIMITED';

/** A plate that could not be verified, with what the client needs to say why. */
export class PlateLookupError extends Error {
  constructor(
    readonly code: PlateFailureCode,
    message: string,
    readonly details: { reason?: LicensePlateProblem; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'PlateLookupError';
  }
}

export const NOT_REGISTERED_MESSAGE = 'No vehicle is registered with this licence plate.';
export const UNAVAILABLE_MESSAGE =
  'The vehicle registry could not be reached. Please try again later.';

/**
 * Validates a plate and asks the registry, turning every way it can fail into a
 * `PlateLookupError`: the vehicle data list (never empty) and the normalised plate.
 */
export async function lookUpPlate(
  input: string,
  registry: VehicleRegistry,
  clientKey: string,
  log: (message: string) => void = () => {},
): Promise<{ plate: string; list: RegistryVehicleData[] }> {
  const checked = validateLicensePlate(input);
  if (!checked.ok) {
    throw new PlateLookupError('LICENSE_PLATE_INVALID', PLATE_PROBLEM_MESSAGES[checked.problem], {
      reason: checked.problem,
    });
  }
  let list: RegistryVehicleData[];
  try {
    list = await registry.lookup(checked.plate, { clientKey });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new PlateLookupError('LICENSE_PLATE_RATE_LIMITED', error.message, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    if (error instanceof RegistryUnavailableError) {
      log(`vehicle registry (${registry.name}) unavailable: ${error.reason}: ${error.message}`);
      throw new PlateLookupError('LICENSE_PLATE_REGISTRY_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
  if (list.length === 0)
    throw new PlateLookupError('LICENSE_PLATE_NOT_REGISTERED', NOT_REGISTERED_MESSAGE);
  return { plate: checked.plate, list };
}

/** A plate look-up matched to the part finder: what `WmLicensePlateSearch` returns. */
export interface PlateSearchResult {
  vehicle: RegisteredVehicle;
  match: VehicleMatch;
}

/** Looks a plate up and matches the (first) registered vehicle to the part finder. */
export async function searchLicensePlate(
  input: string,
  options: {
    registry: VehicleRegistry;
    clientKey: string;
    finders: () => Promise<FinderData>;
    log?: (message: string) => void;
  },
): Promise<PlateSearchResult> {
  const { plate, list } = await lookUpPlate(
    input,
    options.registry,
    options.clientKey,
    options.log,
  );
  const vehicle = describeVehicle(list[0]!, plate);
  const match = matchVehicle(vehicle, await options.finders());
  return { vehicle, match };
}

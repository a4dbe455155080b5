import type { RegistryVehicleData } from './registryData.js';
import { UNAVAILABLE_PLATE, buildRegistryDataset, type DatasetEntry } from './registryDataset.js';
import { RegistryUnavailableError, type VehicleRegistry } from './vehicleRegistry.js';

/**
 * The default registry: the seeded demo dataset (`registryDataset.ts`), answering like Statens
 * vegvesen would — the vehicle data list for a known plate, an empty list for an unknown one,
 * and "unavailable" for `UNAVAILABLE_PLATE`. Built once; look-ups are map reads.
 */
export function createSeededRegistry(
  entries: readonly DatasetEntry[] = buildRegistryDataset(),
): VehicleRegistry {
  const byPlate = new Map<string, RegistryVehicleData>(
    entries.map((entry) => [entry.plate, entry.data]),
  );
  return {
    name: 'seeded',
    lookup(plate) {
      if (plate === UNAVAILABLE_PLATE) {
        return Promise.reject(
          new RegistryUnavailableError(
            'failed',
            'The seeded registry plays unavailable for this plate.',
          ),
        );
      }
      const data = byPlate.get(plate);
      // A copy, so no caller can change the dataset.
      return Promise.resolve(data ? [structuredClone(data)] : []);
    },
  };
}

import type { LicensePlateSearchQuery } from '../generated/graphql';

/** A candidate model of a {@link LicensePlateSuggestion}. */
export interface LicensePlateModelOption {
  id: number;
  name: string;
}

/** A candidate part-finder brand in one finder, with its candidate models. */
export interface LicensePlateSuggestion {
  brand: string;
  brandId: number;
  finderId: number;
  /** The best matching models, most specific first; all the brand's models when none matched. */
  models: LicensePlateModelOption[];
}

/** The vehicle as the Norwegian vehicle registry describes it. */
export interface RegisteredVehicle {
  /** As the registry writes it, such as `EK 39085`. */
  licensePlate: string;
  make: string | null;
  tradeName: string | null;
  typeDesignation: string | null;
  /** EU vehicle class code, such as `T1` (tractor) or `M1` (passenger car). */
  vehicleClass: string | null;
  vehicleClassName: string | null;
  isFarmVehicle: boolean;
  /** `YYYY-MM-DD`. */
  firstRegistered: string | null;
}

/**
 * What a licence-plate look-up found (spec §3): part-finder names, set only when the match is
 * certain, and the candidates when it is not.
 */
export interface LicensePlateResult {
  /** Part-finder brand name; `null` when the make matched no brand or several. */
  brand: string | null;
  /** Part-finder model name; `null` unless exactly one model fits. */
  model: string | null;
  brandExists: boolean;
  modelExists: boolean;
  /** The brand's finder when certain; `null` when the brand is in several finders. */
  brandFinderId: number | null;
  /** One per brand and finder; entries without a brand, brand id or finder are left out. */
  suggestions: LicensePlateSuggestion[];
  vehicle: RegisteredVehicle | null;
}

type ResultData = NonNullable<LicensePlateSearchQuery['WmLicensePlateSearch']>;

/** Maps `WmLicensePlateSearch`; a missing result matched nothing. Pure. */
export function mapLicensePlateResult(
  result: LicensePlateSearchQuery['WmLicensePlateSearch'],
): LicensePlateResult {
  return {
    brand: result?.brand || null,
    model: result?.model || null,
    brandExists: result?.brand_exists ?? false,
    modelExists: result?.model_exists ?? false,
    brandFinderId: result?.brand_finder_id ?? null,
    suggestions: (result?.suggestions ?? []).flatMap((suggestion) =>
      suggestion?.brand && suggestion.brand_id != null && suggestion.brand_finder_id != null
        ? [
            {
              brand: suggestion.brand,
              brandId: suggestion.brand_id,
              finderId: suggestion.brand_finder_id,
              models: (suggestion.models ?? []).flatMap((model) =>
                model?.model && model.model_id != null
                  ? [{ id: model.model_id, name: model.model }]
                  : [],
              ),
            },
          ]
        : [],
    ),
    vehicle: result?.vehicle ? mapVehicle(result.vehicle) : null,
  };
}

function mapVehicle(vehicle: NonNullable<ResultData['vehicle']>): RegisteredVehicle {
  return {
    licensePlate: vehicle.license_plate,
    make: vehicle.make,
    tradeName: vehicle.trade_name,
    typeDesignation: vehicle.type_designation,
    vehicleClass: vehicle.vehicle_class,
    vehicleClassName: vehicle.vehicle_class_name,
    isFarmVehicle: vehicle.is_farm_vehicle,
    firstRegistered: vehicle.first_registered,
  };
}

import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `LicensePlateSearch` query, its fragments inlined. */
export const LicensePlateSearchDocument = "query LicensePlateSearch($licensePlate: String!) {\n  WmLicensePlateSearch(license_plate: $licensePlate) {\n    brand\n    model\n    brand_exists\n    model_exists\n    brand_finder_id\n    suggestions {\n      brand\n      brand_id\n      brand_finder_id\n      models {\n        model_id\n        model\n      }\n    }\n    vehicle {\n      license_plate\n      make\n      trade_name\n      type_designation\n      vehicle_class\n      vehicle_class_name\n      is_farm_vehicle\n      first_registered\n    }\n  }\n}" as TypedDocumentString<
  Types.LicensePlateSearchQuery,
  Types.LicensePlateSearchQueryVariables
>;

import { loadFinderData } from '../../vehicles/finderCatalog.js';
import { compactName, normaliseName } from '../../vehicles/brandAliases.js';
import {
  PlateLookupError,
  searchLicensePlate,
  type PlateFailureCode,
} from '../../vehicles/searchLicensePlate.js';
import type { GraphQLContext } from '../context.js';
import { ERROR_CODES } from '../../errors/errorCodes.js';
import { categorizedError } from '../errors.js';
import type { Resolvers } from '../generated/schemaTypes.js';

/**
 * A plate failure as a GraphQL error: Magento's category plus our `code` (see schema/README),
 * also as `error_code` like every other refusal.
 */
export function plateError(error: PlateLookupError) {
  const code: PlateFailureCode = error.code;
  return categorizedError(ERROR_CODES[code], error.message, {
    code,
    error_code: code,
    ...(error.details.reason && { reason: error.details.reason }),
    ...(error.details.retryAfterSeconds !== undefined && {
      retry_after_seconds: error.details.retryAfterSeconds,
    }),
  });
}

/** Whether two names are the same once case, spacing and punctuation are ignored. */
const sameName = (a: string, b: string) =>
  normaliseName(a) === normaliseName(b) ||
  (compactName(a) !== '' && compactName(a) === compactName(b));

/** The licence-plate finder and the look-up of a finder, brand and model by their names. */
export const licensePlateResolvers = {
  Query: {
    WmLicensePlateSearch: async (_parent, { license_plate }, context: GraphQLContext) => {
      try {
        const { vehicle, match } = await searchLicensePlate(license_plate, {
          registry: context.vehicleRegistry,
          clientKey: context.clientKey,
          finders: () => loadFinderData(context.db),
          log: context.log,
        });
        return {
          brand: match.brand,
          model: match.model,
          brand_exists: match.brandExists,
          model_exists: match.modelExists,
          brand_finder_id: match.brandFinderId,
          suggestions: match.suggestions.map((entry) => ({
            brand: entry.brand,
            brand_id: entry.brandId,
            brand_finder_id: entry.finderId,
            models: entry.models.map((model) => ({ model_id: model.modelId, model: model.model })),
          })),
          vehicle: {
            license_plate: vehicle.licensePlate,
            make: vehicle.make,
            trade_name: vehicle.tradeName,
            type_designation: vehicle.typeDesignation,
            vehicle_class: vehicle.vehicleClass,
            vehicle_class_name: vehicle.vehicleClassName,
            is_farm_vehicle: vehicle.isFarmVehicle,
            first_registered: vehicle.firstRegistered,
          },
        };
      } catch (error) {
        throw error instanceof PlateLookupError ? plateError(error) : error;
      }
    },

    WmPartFinderInfo: async (_parent, { brand, model, finder_id }, context: GraphQLContext) => {
      const finder = await context.db
        .selectFrom('pf_finders')
        .select(['finder_id', 'name', 'slug'])
        .where('finder_id', '=', finder_id)
        .executeTakeFirst();
      if (!finder) return null;
      const brands = await context.db
        .selectFrom('pf_brands')
        .select(['brand_id', 'name', 'slug'])
        .where('finder_id', '=', finder_id)
        .orderBy('brand_id')
        .execute();
      const foundBrand =
        brands.find((candidate) => candidate.name === brand) ??
        brands.find((candidate) => sameName(candidate.name, brand));
      const models = foundBrand
        ? await context.db
            .selectFrom('pf_models')
            .select(['model_id', 'name', 'slug'])
            .where('brand_id', '=', foundBrand.brand_id)
            .orderBy('model_id')
            .execute()
        : [];
      const foundModel =
        models.find((candidate) => candidate.name === model) ??
        models.find((candidate) => sameName(candidate.name, model));
      return {
        finder: { id: finder.finder_id, name: finder.name, slug: finder.slug },
        brand: foundBrand
          ? { id: foundBrand.brand_id, name: foundBrand.name, slug: foundBrand.slug }
          : null,
        model: foundModel
          ? { id: foundModel.model_id, name: foundModel.name, slug: foundModel.slug }
          : null,
      };
    },
  },
} satisfies Pick<Resolvers, 'Query'>;

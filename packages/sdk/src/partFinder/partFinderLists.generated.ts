import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `PartFinderFinders` query, its fragments inlined. */
export const PartFinderFindersDocument = "query PartFinderFinders($pageSize: Int!, $currentPage: Int!) {\n  WmPartFinderFinders(pageSize: $pageSize, currentPage: $currentPage) {\n    items {\n      ...PartFinderFinderFields\n    }\n    total_count\n  }\n}\nfragment PartFinderFinderFields on WmPartFinderFinder {\n  finder_id\n  name\n  slug\n}" as TypedDocumentString<
  Types.PartFinderFindersQuery,
  Types.PartFinderFindersQueryVariables
>;

/** The `PartFinderBrands` query, its fragments inlined. */
export const PartFinderBrandsDocument = "query PartFinderBrands($finderId: String!, $pageSize: Int!, $currentPage: Int!) {\n  WmPartFinderBrands(\n    pageSize: $pageSize\n    currentPage: $currentPage\n    filter: {finder_id: {eq: $finderId}}\n  ) {\n    items {\n      ...PartFinderBrandFields\n    }\n    total_count\n  }\n}\nfragment PartFinderBrandFields on WmPartFinderBrand {\n  brand_id\n  finder_id\n  name\n  slug\n}" as TypedDocumentString<
  Types.PartFinderBrandsQuery,
  Types.PartFinderBrandsQueryVariables
>;

/** The `PartFinderModels` query, its fragments inlined. */
export const PartFinderModelsDocument = "query PartFinderModels($brandId: String!, $pageSize: Int!, $currentPage: Int!) {\n  WmPartFinderModels(\n    pageSize: $pageSize\n    currentPage: $currentPage\n    filter: {brand_id: {eq: $brandId}}\n  ) {\n    items {\n      ...PartFinderModelFields\n    }\n    total_count\n  }\n}\nfragment PartFinderModelFields on WmPartFinderModel {\n  model_id\n  brand_id\n  name\n  slug\n  year_from\n  year_to\n}" as TypedDocumentString<
  Types.PartFinderModelsQuery,
  Types.PartFinderModelsQueryVariables
>;

/** The `PartFinderSlugs` query, its fragments inlined. */
export const PartFinderSlugsDocument = "query PartFinderSlugs($finder: String!, $brand: String!, $model: String!, $withBrand: Boolean!, $withModel: Boolean!, $pageSize: Int!) {\n  finders: WmPartFinderFinders(pageSize: $pageSize, filter: {slug: {eq: $finder}}) {\n    items {\n      ...PartFinderFinderFields\n    }\n  }\n  brands: WmPartFinderBrands(pageSize: $pageSize, filter: {slug: {eq: $brand}}) @include(if: $withBrand) {\n    items {\n      ...PartFinderBrandFields\n    }\n  }\n  models: WmPartFinderModels(pageSize: $pageSize, filter: {slug: {eq: $model}}) @include(if: $withModel) {\n    items {\n      ...PartFinderModelFields\n    }\n  }\n}\nfragment PartFinderFinderFields on WmPartFinderFinder {\n  finder_id\n  name\n  slug\n}\nfragment PartFinderBrandFields on WmPartFinderBrand {\n  brand_id\n  finder_id\n  name\n  slug\n}\nfragment PartFinderModelFields on WmPartFinderModel {\n  model_id\n  brand_id\n  name\n  slug\n  year_from\n  year_to\n}" as TypedDocumentString<
  Types.PartFinderSlugsQuery,
  Types.PartFinderSlugsQueryVariables
>;

/** The `PartFinderInfo` query, its fragments inlined. */
export const PartFinderInfoDocument = "query PartFinderInfo($brand: String!, $model: String!, $finderId: Int!) {\n  WmPartFinderInfo(brand: $brand, model: $model, finder_id: $finderId) {\n    finder {\n      id\n      name\n      slug\n    }\n    brand {\n      id\n      name\n      slug\n    }\n    model {\n      id\n      name\n      slug\n    }\n  }\n}" as TypedDocumentString<
  Types.PartFinderInfoQuery,
  Types.PartFinderInfoQueryVariables
>;

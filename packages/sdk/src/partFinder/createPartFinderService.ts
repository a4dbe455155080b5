import { shopConstants } from '../config/shopConstants';
import { sortPartFinderItems } from './sortPartFinderItems';
import {
  PartFinderBrandsDocument,
  PartFinderFindersDocument,
  PartFinderInfoDocument,
  PartFinderModelsDocument,
  PartFinderSlugsDocument,
} from './partFinderLists.generated';
import type { FitmentState } from '../tractors/tractorRules';
import { PartFinderFittingSkusDocument } from './partFinderFitting.generated';
import { loadFitmentStates } from './loadFitmentStates';
import type { SdkLogger } from '../logging/SdkLogger';
import type { Transport } from '../transport/createTransport';
import { loadAllPages, type ListPage } from './loadAllPages';
import {
  mapBrand,
  mapFinder,
  mapModel,
  mapPartFinderInfo,
  type PartFinderBrand,
  type PartFinderFinder,
  type PartFinderInfo,
  type PartFinderModel,
} from './mapPartFinder';

/** The slugs of a `/parts/:finder/:brand/:model` address; brand and model may be left out. */
export interface PartFinderSlugsInput {
  finder: string;
  brand?: string | null;
  model?: string | null;
}

/** What a part-finder address names; `brand` and `model` are `null` when the address has none. */
export interface ResolvedPartFinderSlugs {
  finder: PartFinderFinder;
  brand: PartFinderBrand | null;
  model: PartFinderModel | null;
}

/** What {@link PartFinderService.getInfo} matches. */
export interface PartFinderInfoInput {
  /** Brand name, such as a licence-plate look-up's brand. */
  brand: string;
  /** Model name; may be empty when only the brand is known. */
  model: string;
  /** The finder the brand belongs to. */
  finderId: number;
}

/** Options of {@link createPartFinderService}. */
export interface PartFinderServiceOptions {
  /** Where failed loads are reported before they are thrown (spec §8: "logged"). */
  logger: SdkLogger;
  /** Page sizes of the paged loads; `shopConstants.pageSizes` (100, 300, 300) by default. */
  pageSizes?: { finders: number; brands: number; models: number };
}

/**
 * The part finder (`sdk.partFinder`): finders, brands and models, whole lists sorted by name
 * ({@link sortPartFinderItems}: numbers by value, whatever order the backend sends),
 * each loaded in two sequential round trips (page 1, then every other page at once), and what
 * the finder pages and the licence-plate finder resolve. Failed loads are logged and thrown as
 * {@link SdkError}; the finder machine keeps them as error states per list.
 */
export interface PartFinderService {
  /**
   * Every finder, sorted by name (`WmPartFinderFinders`, 100 per page).
   *
   * @throws {@link SdkError} when a page fails.
   */
  getFinders(): Promise<PartFinderFinder[]>;
  /**
   * Every brand of a finder, sorted by name (`WmPartFinderBrands`, 300 per page).
   *
   * @throws {@link SdkError} when a page fails.
   */
  getBrands(finderId: number): Promise<PartFinderBrand[]>;
  /**
   * Every model of a brand, sorted by name (`WmPartFinderModels`, 300 per page).
   *
   * @throws {@link SdkError} when a page fails.
   */
  getModels(brandId: number): Promise<PartFinderModel[]>;
  /**
   * The finder, brand and model a `/parts/:finder/:brand/:model` address names, in one request;
   * `null` when a slug names nothing (or a brand not of that finder, a model not of that brand,
   * a model without a brand): the page is a 404.
   *
   * @throws {@link SdkError} when the request fails.
   */
  resolveSlugs(slugs: PartFinderSlugsInput): Promise<ResolvedPartFinderSlugs | null>;
  /**
   * The finder, brand and model the backend matches to a brand and model name in a finder
   * (`WmPartFinderInfo`), such as a licence-plate look-up's.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getInfo(input: PartFinderInfoInput): Promise<PartFinderInfo>;
  /**
   * Which of `skus` fit the model `modelId` (products filtered by `sku` and `wm_pf_model_id`), so
   * a listing's product cards can say whether each part fits the active tractor: one request per
   * 100 SKUs (all at once); none for no SKUs.
   *
   * @throws {@link SdkError} when a request fails.
   */
  fittingSkus(skus: readonly string[], modelId: number): Promise<Set<string>>;
  /**
   * What each of `skus` says about the model `modelId` (`fitmentState`: fits, does not fit,
   * universal), for a listing's product cards: one request per 100 SKUs; none for no SKUs. A SKU
   * the backend does not answer for is left out (say nothing).
   *
   * @throws {@link SdkError} when a request fails.
   */
  fitmentStates(skus: readonly string[], modelId: number): Promise<Map<string, FitmentState>>;
}

/** SKUs per `fittingSkus` request. */
const fittingChunkSize = 100;

/**
 * Creates the part-finder service of one SDK instance.
 *
 * @example
 * ```ts
 * const partFinder = createPartFinderService(transport, { logger: console });
 * const finders = await partFinder.getFinders();
 * const brands = await partFinder.getBrands(finders[0].id);
 * const page = await partFinder.resolveSlugs({ finder: 'traktor', brand: 'massey-ferguson' });
 * if (!page) throw notFound();
 * ```
 */
export function createPartFinderService(
  transport: Transport,
  options: PartFinderServiceOptions,
): PartFinderService {
  const { logger, pageSizes = shopConstants.pageSizes } = options;

  async function logged<Result>(description: string, load: () => Promise<Result>) {
    try {
      return await load();
    } catch (error) {
      logger.error(`Could not load ${description}`, error);
      throw error;
    }
  }

  return {
    getFinders: () =>
      logged('the part finders', () =>
        loadAllPages(pageSizes.finders, async (currentPage, pageSize) => {
          const { WmPartFinderFinders: page } = await transport.request(PartFinderFindersDocument, {
            currentPage,
            pageSize,
          });
          return listPage(page, mapFinder);
        }).then(sortPartFinderItems),
      ),
    getBrands: (finderId) =>
      logged(`the brands of part finder ${finderId}`, () =>
        loadAllPages(pageSizes.brands, async (currentPage, pageSize) => {
          const { WmPartFinderBrands: page } = await transport.request(PartFinderBrandsDocument, {
            finderId: String(finderId),
            currentPage,
            pageSize,
          });
          return listPage(page, mapBrand);
        }).then(sortPartFinderItems),
      ),
    getModels: (brandId) =>
      logged(`the models of part-finder brand ${brandId}`, () =>
        loadAllPages(pageSizes.models, async (currentPage, pageSize) => {
          const { WmPartFinderModels: page } = await transport.request(PartFinderModelsDocument, {
            brandId: String(brandId),
            currentPage,
            pageSize,
          });
          return listPage(page, mapModel);
        }).then(sortPartFinderItems),
      ),
    async resolveSlugs({ finder, brand, model }) {
      if (!finder || (model && !brand)) return null;
      const data = await logged(`the part-finder page ${[finder, brand, model].join('/')}`, () =>
        transport.request(PartFinderSlugsDocument, {
          finder,
          brand: brand ?? '',
          model: model ?? '',
          withBrand: Boolean(brand),
          withModel: Boolean(model),
          pageSize: Math.max(pageSizes.brands, pageSizes.models),
        }),
      );
      return pickSlugChain(
        (data.finders?.items ?? []).map(mapFinder),
        brand ? (data.brands?.items ?? []).map(mapBrand) : null,
        model ? (data.models?.items ?? []).map(mapModel) : null,
      );
    },
    async getInfo({ brand, model, finderId }) {
      const { WmPartFinderInfo: info } = await logged(
        `the part-finder info of ${brand} ${model} in finder ${finderId}`,
        () => transport.request(PartFinderInfoDocument, { brand, model, finderId }),
      );
      return mapPartFinderInfo(info);
    },
    async fittingSkus(skus, modelId) {
      const unique = [...new Set(skus)];
      const chunks = chunksOf(unique, fittingChunkSize);
      const pages = await logged(`the parts of ${unique.length} fitting model ${modelId}`, () =>
        Promise.all(
          chunks.map((chunk) =>
            transport.request(PartFinderFittingSkusDocument, {
              skus: chunk,
              modelId: String(modelId),
              pageSize: chunk.length,
            }),
          ),
        ),
      );
      return new Set(
        pages.flatMap(({ products }) => (products?.items ?? []).flatMap((item) => item?.sku ?? [])),
      );
    },
    fitmentStates: (skus, modelId) =>
      logged(`the fitments of ${skus.length} products`, () =>
        loadFitmentStates(transport, chunksOf([...new Set(skus)], fittingChunkSize), modelId),
      ),
  };
}

/** A page of a part-finder list as {@link loadAllPages} takes it, its items mapped. */
function listPage<Data, Item>(
  page: { items?: readonly Data[] | null; total_count?: number | null } | null | undefined,
  map: (item: Data) => Item,
): ListPage<Item> {
  return { items: (page?.items ?? []).map(map), totalCount: page?.total_count ?? null };
}

/** `list` in slices of at most `size`, in order. */
function chunksOf<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );
}

/**
 * The finder, brand and model that belong together among those with the address's slugs;
 * `null` when none do. `brands` / `models` are `null` when the address has none. Pure.
 */
export function pickSlugChain(
  finders: readonly PartFinderFinder[],
  brands: readonly PartFinderBrand[] | null,
  models: readonly PartFinderModel[] | null,
): ResolvedPartFinderSlugs | null {
  for (const finder of finders) {
    if (!brands) return { finder, brand: null, model: null };
    for (const brand of brands.filter((candidate) => candidate.finderId === finder.id)) {
      if (!models) return { finder, brand, model: null };
      const model = models.find((candidate) => candidate.brandId === brand.id);
      if (model) return { finder, brand, model };
    }
  }
  return null;
}

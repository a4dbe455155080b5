import { type ProductDetailFieldsFragment } from '../generated/graphql';
import { CategoryByUrlPathDocument } from './categoryByUrlPath.generated';
import { ProductBySkuDocument } from './productBySku.generated';
import { ProductByUrlKeyDocument } from './productByUrlKey.generated';
import { ProductRelationsDocument } from './productRelations.generated';
import { SpecificationLabelsDocument } from './specificationLabels.generated';
import { RouteDocument } from './route.generated';
import type { Transport } from '../transport/createTransport';
import {
  createFragmentExtension,
  type FragmentExtension,
} from '../extensions/createFragmentExtension';
import type { ExtensionFragment, WithExtension } from '../extensions/ExtensionFragment';
import { productExtensionTarget } from '../extensions/extensionTargets';
import { mapCategory, type Category } from './mapCategory';
import { mapProduct, type Product } from './mapProduct';
import { attributeLabels, type AttributeLabels } from './mapSpecifications';
import { mapProductSummary, type ProductSummary } from './mapProductSummary';
import { shopConstants } from '../config/shopConstants';
import type { ListingFilters } from '../listing/parseListingQuery';
import { productFilterInput } from '../listing/productFilterInput';
import { fetchProductList } from './fetchProductList';
import type { ProductList } from './mapProductList';
import { mapRoute, type ResolvedUrl } from './mapRoute';
import {
  categoryUrlPathFromUrl,
  defaultUrlSuffix,
  normalizeUrlPath,
  productUrlKeyFromUrl,
} from './normalizeUrlPath';
import type { ProductSort } from './productSortInput';

/** Options of {@link CatalogService.getProductList}. */
export interface ProductListOptions {
  /** Uid of the category whose products to list (with its sub-categories'). */
  categoryUid: string;
  /** The page, starting at 1; 1 by default. */
  currentPage?: number;
  /** Products per page; 12 by default (pass the store config's `gridPerPage`). */
  pageSize?: number;
  /** The order; the backend's default (position in the category) when not given. */
  sort?: ProductSort | null;
  /**
   * The shopper's facet values (`parseListingQuery(...).filters`). A `category_uid` among them (a
   * sub-category from the category facet) narrows the listing to that category.
   */
  filters?: ListingFilters;
}

/** The products a product page suggests. */
export interface ProductRelations {
  /** "Related products". */
  related: ProductSummary[];
  /** Better alternatives ("upsell"). */
  upsell: ProductSummary[];
}

/** Options of {@link createCatalogService}. */
export interface CatalogServiceOptions<
  TFragment extends ExtensionFragment | undefined = undefined,
> {
  /** The URL suffix of category and product pages, stripped from URLs passed in; `.html`. */
  urlSuffix?: string;
  /**
   * The embedder's own product fields: a fragment on `ProductInterface` (or a product type),
   * spread into the product of every product page read; its result is the product's `extension`.
   *
   * @throws {@link SdkError} `invalid-argument` (from `createCatalogService`) for a fragment that
   * cannot be spread there.
   */
  productFragment?: TFragment;
}

/**
 * Options of one product page read ({@link CatalogService.getProductByUrl},
 * {@link CatalogService.getProductBySku}).
 */
export interface ProductReadOptions<TFragment extends ExtensionFragment> {
  /**
   * The embedder's own product fields for this read (instead of the instance's product
   * fragment): a fragment on `ProductInterface` (or a product type); its result is the product's
   * `extension`. Checked and composed once per fragment document.
   */
  fragment: TFragment;
}

/**
 * Reads the catalogue: what lives at a URL, category pages, product pages and product listings.
 * Like the CMS service, failures are thrown as {@link SdkError}; "not found" is `null`. `TProduct`
 * is {@link Product}, with the embedder's fields under `extension` when a product fragment is given.
 */
export interface CatalogService<TProduct extends Product = Product> {
  /**
   * What lives at a storefront URL (path, or full URL; query and fragment are ignored), through
   * Magento's `route`: a category (with what its page shows, as {@link CatalogService.getCategoryByUrl} reads
   * it), a product, a CMS page, or only a redirect; `null` when nothing does. Each answer carries
   * the `redirect` to follow when the URL is an old one.
   *
   * @throws {@link SdkError} when the request fails.
   */
  resolveUrl(url: string): Promise<ResolvedUrl | null>;
  /**
   * The category page at `url`, linked as `/{url_path}{url_suffix}`; the URL may come with or
   * without origin, leading slash and suffix (a pathname as the storefront has it). `null` when no
   * category has that URL path.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getCategoryByUrl(url: string): Promise<Category | null>;
  /**
   * The product page of a URL key, or of a product URL (`/{url_key}.html`, with or without a
   * category path before it); `null` when no product has that URL key.
   *
   * @throws {@link SdkError} when the request fails, `invalid-argument` for a fragment that
   * cannot be spread into the product.
   */
  getProductByUrl(urlKeyOrPath: string): Promise<TProduct | null>;
  /** The same read with `options.fragment` spread into the product instead of the instance's; typed with its fields. */
  getProductByUrl<TFragment extends ExtensionFragment>(
    urlKeyOrPath: string,
    options: ProductReadOptions<TFragment>,
  ): Promise<WithExtension<Product, TFragment> | null>;
  /**
   * The product page of a SKU (the storefront's `/p/{sku}` fallback); `null` when there is none.
   *
   * @throws {@link SdkError} when the request fails, `invalid-argument` for a fragment that
   * cannot be spread into the product.
   */
  getProductBySku(sku: string): Promise<TProduct | null>;
  /** The same read with `options.fragment` spread into the product instead of the instance's; typed with its fields. */
  getProductBySku<TFragment extends ExtensionFragment>(
    sku: string,
    options: ProductReadOptions<TFragment>,
  ): Promise<WithExtension<Product, TFragment> | null>;
  /**
   * The related and upsell products of a product page, by SKU (empty lists for an unknown SKU).
   * A request of its own, so a page can ask for it beside the product: `resolveUrl` already
   * gives the SKU.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getProductRelations(sku: string): Promise<ProductRelations>;
  /**
   * One page of a category's products, filtered by the shopper's facet values, with the facets
   * (sub-categories, price ranges, attributes) of the whole filtered listing.
   *
   * @throws {@link SdkError} `invalid-argument` for a page or page size below 1 or not whole;
   * otherwise when the request fails (Magento answers a page past the last with a `graphql`
   * error of category `graphql-input`).
   */
  getProductList(options: ProductListOptions): Promise<ProductList>;
}

function firstProduct(
  data: { products: { items: ReadonlyArray<ProductDetailFieldsFragment | null> | null } | null },
  labels: AttributeLabels,
  extension: FragmentExtension | null,
): Product | null {
  const [item] = data.products?.items ?? [];
  const product = item ? mapProduct(item, labels) : null;
  return product && extension ? extension.attach(product, item) : product;
}

function summaries(
  items: ReadonlyArray<Parameters<typeof mapProductSummary>[0] | null> | null | undefined,
): ProductSummary[] {
  return (items ?? []).flatMap((item) => {
    const summary = item && mapProductSummary(item);
    return summary ? [summary] : [];
  });
}

/**
 * Creates the catalogue service of one SDK instance.
 *
 * @example
 * ```ts
 * const catalog = createCatalogService(transport);
 * const resolved = await catalog.resolveUrl(request.pathname);
 * if (resolved?.type === 'category' && resolved.category) {
 *   const { name, breadcrumbs } = resolved.category;
 *   const page = await catalog.getProductList({ categoryUid: resolved.uid, pageSize: 24 });
 * }
 * ```
 */
export function createCatalogService<TFragment extends ExtensionFragment | undefined = undefined>(
  transport: Transport,
  options: CatalogServiceOptions<TFragment> = {},
): CatalogService<WithExtension<Product, TFragment>> {
  const { urlSuffix = defaultUrlSuffix } = options;
  const productExtension = options.productFragment
    ? createFragmentExtension(productExtensionTarget, options.productFragment)
    : null;
  // A read's own fragment is checked and composed once: its extension is kept by document and name.
  const readExtensions = new WeakMap<object, Map<string, FragmentExtension>>();
  function extensionOf(readOptions: { fragment?: ExtensionFragment } | undefined) {
    const fragment = readOptions?.fragment;
    if (!fragment) return productExtension;
    const named = typeof fragment === 'object' && 'fragmentName' in fragment;
    const key = (named ? fragment.document : fragment) as object;
    const byName = readExtensions.get(key) ?? new Map<string, FragmentExtension>();
    readExtensions.set(key, byName);
    const name = named ? fragment.fragmentName : '';
    let extension = byName.get(name);
    if (!extension) {
      extension = createFragmentExtension(productExtensionTarget, fragment);
      byName.set(name, extension);
    }
    return extension;
  }

  // The same for every product page, so asked once per SDK instance (and again after a failure),
  // beside the first product; a failure leaves the codes as labels rather than failing the page.
  let labels: Promise<AttributeLabels> | undefined;
  function specificationLabels(): Promise<AttributeLabels> {
    labels ??= transport.request(SpecificationLabelsDocument).then(
      ({ attributesList }) => attributeLabels(attributesList?.items),
      () => {
        labels = undefined;
        return new Map();
      },
    );
    return labels;
  }

  const service: CatalogService = {
    async resolveUrl(url) {
      const { route } = await transport.request(RouteDocument, { url: normalizeUrlPath(url) });
      return mapRoute(route);
    },
    async getCategoryByUrl(url) {
      const urlPath = categoryUrlPathFromUrl(url, urlSuffix);
      if (urlPath === '') return null;
      const { categories } = await transport.request(CategoryByUrlPathDocument, { urlPath });
      const [item] = categories?.items ?? [];
      return item ? mapCategory(item) : null;
    },
    async getProductByUrl(urlKeyOrPath: string, readOptions?: { fragment?: ExtensionFragment }) {
      const extension = extensionOf(readOptions);
      const urlKey = productUrlKeyFromUrl(urlKeyOrPath, urlSuffix);
      if (urlKey === '') return null;
      const document = extension
        ? await extension.compose(ProductByUrlKeyDocument)
        : ProductByUrlKeyDocument;
      const [data, labels] = await Promise.all([
        transport.request(document, { urlKey }),
        specificationLabels(),
      ]);
      return firstProduct(data, labels, extension);
    },
    async getProductBySku(sku: string, readOptions?: { fragment?: ExtensionFragment }) {
      const extension = extensionOf(readOptions);
      if (sku.trim() === '') return null;
      const document = extension
        ? await extension.compose(ProductBySkuDocument)
        : ProductBySkuDocument;
      const [data, labels] = await Promise.all([
        transport.request(document, { sku }),
        specificationLabels(),
      ]);
      return firstProduct(data, labels, extension);
    },
    async getProductRelations(sku) {
      if (sku.trim() === '') return { related: [], upsell: [] };
      const { products } = await transport.request(ProductRelationsDocument, { sku });
      const [item] = products?.items ?? [];
      return {
        related: summaries(item?.related_products),
        upsell: summaries(item?.upsell_products),
      };
    },
    getProductList({
      categoryUid,
      currentPage = 1,
      pageSize = shopConstants.pageSizes.categoryListing,
      sort,
      filters = {},
    }) {
      return fetchProductList(transport, {
        filter: { category_uid: { eq: categoryUid }, ...productFilterInput(filters) },
        currentPage,
        pageSize,
        sort,
      });
    },
  };
  return service as CatalogService<WithExtension<Product, TFragment>>;
}

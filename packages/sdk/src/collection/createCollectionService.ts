import { fetchProductList } from '../catalog/fetchProductList';
import type { ProductList } from '../catalog/mapProductList';
import type { ProductSort } from '../catalog/productSortInput';
import { shopConstants } from '../config/shopConstants';
import { AttributeOptionsDocument } from './attributeOptions.generated';
import type { ListingFilters } from '../listing/parseListingQuery';
import { productFilterInput } from '../listing/productFilterInput';
import type { Transport } from '../transport/createTransport';
import {
  collectionOptions,
  findCollectionOption,
  type CollectionOption,
} from './findCollectionOption';

/** The attribute whose options `/collection/:slug.html` lists by default: the manufacturer. */
const defaultAttributeCode = 'manufacturer';

/** An attribute whose options are collections. */
export interface CollectionAttribute {
  code: string;
  /** The attribute's label in the store's language; the code when it has none. */
  label: string;
  options: CollectionOption[];
}

/** Options of {@link CollectionService.getCollection}. */
export interface CollectionOptions {
  /** The `:slug` of `/collection/:slug.html`. */
  slug: string;
  /** The attribute the slug is an option of; `manufacturer` by default. */
  attributeCode?: string;
  /**
   * The attribute with its options, when the caller has it already (from
   * {@link CollectionService.getAttribute}, asked for beside something else): the collection then
   * costs one request, the products, and `attributeCode` is not used.
   */
  attribute?: CollectionAttribute;
  /** The page, starting at 1; 1 by default. */
  currentPage?: number;
  /** Products per page; 12 by default (pass the store config's `gridPerPage`). */
  pageSize?: number;
  sort?: ProductSort | null;
  /** The shopper's facet values within the collection. */
  filters?: ListingFilters;
}

/** A collection page: the option it stands for and one page of its products. */
export interface AttributeCollection {
  attribute: { code: string; label: string };
  option: CollectionOption;
  products: ProductList;
}

/** Attribute collections (`/collection/:slug.html`), such as all products of one manufacturer. */
export interface CollectionService {
  /**
   * An attribute with its options as collections; `null` when the store has no such attribute.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getAttribute(attributeCode?: string): Promise<CollectionAttribute | null>;
  /**
   * The collection a slug names, with one page of its products (the same listing request as
   * category pages, so with facets); `null` when no option of the attribute has that slug.
   *
   * @throws {@link SdkError} when a request fails.
   */
  getCollection(options: CollectionOptions): Promise<AttributeCollection | null>;
}

/**
 * Creates the collection service of one SDK instance (`sdk.collections`). The slug is resolved
 * against the attribute's options (`customAttributeMetadataV2`) with `slugify`, then the products
 * are listed filtered by the option.
 *
 * @example
 * ```ts
 * const collection = await sdk.collections.getCollection({ slug: 'john-deere' });
 * collection?.option.label; // 'John Deere'
 * collection?.products.items;
 * ```
 */
export function createCollectionService(transport: Transport): CollectionService {
  async function getAttribute(attributeCode = defaultAttributeCode) {
    const { customAttributeMetadataV2 } = await transport.request(AttributeOptionsDocument, {
      attributeCode,
    });
    const item = customAttributeMetadataV2.items.find(
      (candidate) => candidate?.code === attributeCode,
    );
    if (!item) return null;
    return {
      code: item.code,
      label: item.label || item.code,
      options: collectionOptions(item.options),
    };
  }

  return {
    getAttribute,
    async getCollection({
      slug,
      attributeCode = defaultAttributeCode,
      attribute: loaded,
      currentPage = 1,
      pageSize = shopConstants.pageSizes.categoryListing,
      sort,
      filters = {},
    }) {
      const attribute = loaded ?? (await getAttribute(attributeCode));
      const option = attribute && findCollectionOption(attribute.options, slug);
      if (!attribute || !option) return null;
      const products = await fetchProductList(transport, {
        filter: { ...productFilterInput(filters), [attribute.code]: { eq: option.value } },
        currentPage,
        pageSize,
        sort,
      });
      return { attribute: { code: attribute.code, label: attribute.label }, option, products };
    },
  };
}

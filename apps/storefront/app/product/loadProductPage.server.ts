import {
  pricesIncludeTax,
  ratingStars,
  specialPrice,
  shopConstants,
  type ProductType,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';

import { norwegianDecimals } from './norwegianDecimals';
import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import type { PageSeo } from '../seo/PageSeo';
import { breadcrumbListJsonLd } from '../seo/structuredData';
import { productCardView, type ProductCardView } from '../listing/productCardView';
import { fitmentGroups, type FitmentGroup } from './fitmentGroups';
import { productBreadcrumbs, type ProductBreadcrumb } from './productBreadcrumbs';
import {
  productOffer,
  variantOffer,
  type ProductImageView,
  type ProductOffer,
} from './productOffer';
import { productMetaDescription, productStructuredData } from './productStructuredData';

/** A configurable option as the page's select offers it. */
export interface ProductOptionView {
  attributeCode: string;
  label: string;
  values: { uid: string; label: string }[];
}

/** A variant: the option values it stands for and what the buying box shows for it. */
export interface ProductVariantView {
  optionValues: Record<string, string>;
  offer: ProductOffer;
}

/** A bundle's option as the buying box offers it (prices as the catalogue holds them). */
export interface BundleItemView {
  id: number;
  title: string;
  required: boolean;
  type: 'radio' | 'select' | 'checkbox' | 'multi';
  options: {
    id: number;
    label: string;
    quantity: number;
    isDefault: boolean;
    price: number | null;
    inStock: boolean;
  }[];
}

/** A grouped product's member as the buying box lists it. */
export interface GroupedItemView {
  sku: string;
  name: string;
  defaultQuantity: number;
  price: { regular: number; special: number | null };
  inStock: boolean;
  onlyLeft: number | null;
}

/**
 * What the product page renders. Prices are amounts as the catalogue holds them (the page
 * formats them with the shopper's VAT choice); HTML is sanitised.
 */
export interface ProductPageData {
  sku: string;
  /** How the product is added to the cart and the wishlist (`type` is the route's page kind). */
  productType: ProductType;
  name: string;
  /** The product's own offer, shown until a variant is chosen. */
  offer: ProductOffer;
  /** The variants cost different amounts: the price shown before choosing is "from". */
  priceVaries: boolean;
  options: ProductOptionView[];
  variants: ProductVariantView[];
  /** A bundle's options (empty for other types). */
  bundleItems: BundleItemView[];
  /** A grouped product's members (empty for other types). */
  groupedItems: GroupedItemView[];
  /** At most 20, by position. */
  images: ProductImageView[];
  deliveryTime: string | null;
  rating: { value: number; reviewCount: number } | null;
  specifications: { label: string; value: string }[];
  fitments: FitmentGroup[];
  /** The part-finder models it fits, for "fits your tractor" (no request in the browser). */
  fitModelIds: number[];
  related: ProductCardView[];
  upsell: ProductCardView[];
  shortDescriptionHtml: string | null;
  descriptionHtml: string | null;
  breadcrumbs: ProductBreadcrumb[];
  meta: PageSeo;
}

/**
 * A product page by SKU, with its related and upsell products (asked for at the same time);
 * `null` when there is no such product. Relations that fail to load leave their carousels out.
 */
export async function loadProductPage(
  sdk: Sdk,
  sku: string,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<ProductPageData | null> {
  const [product, relations] = await Promise.all([
    sdk.catalog.getProductBySku(sku),
    sdk.catalog.getProductRelations(sku).catch((error: unknown) => {
      console.error(`Related products of ${sku} could not be loaded`, error);
      return { related: [], upsell: [] };
    }),
  ]);
  if (!product) return null;

  const now = new Date();
  const name = product.name ?? product.sku;
  const canonical = `${shopUrl}${product.url}`;
  const breadcrumbs = productBreadcrumbs(product.categories, name);
  const { minimum, maximum } = product.priceRange;
  return {
    sku: product.sku,
    productType: product.type,
    name,
    offer: productOffer(product),
    priceVaries: maximum.final.value > minimum.final.value,
    options: product.configurableOptions.map((option) => ({
      attributeCode: option.attributeCode,
      label: option.label ?? option.attributeCode,
      values: option.values.map(({ uid, label }) => ({ uid, label })),
    })),
    variants: product.variants.map((variant) => ({
      optionValues: variant.optionValues,
      offer: variantOffer(variant, name),
    })),
    bundleItems: product.bundleItems.map((item) => ({
      id: item.id,
      title: item.title,
      required: item.required,
      type: item.type,
      options: item.options.map((option) => ({
        id: option.id,
        label: option.label,
        quantity: option.quantity,
        isDefault: option.isDefault,
        price: option.price,
        inStock: option.product?.stockStatus !== 'out-of-stock',
      })),
    })),
    groupedItems: product.groupedItems.map((item) => {
      const price = specialPrice(item.priceRange.minimum);
      return {
        sku: item.sku,
        name: item.name ?? item.sku,
        defaultQuantity: item.defaultQuantity,
        price: { regular: price.regular.value, special: price.special?.value ?? null },
        inStock: item.stockStatus !== 'out-of-stock',
        onlyLeft: item.onlyXLeftInStock,
      };
    }),
    images: product.images
      .slice(0, shopConstants.galleryMaxImages)
      .map((image) => ({ src: image.url, alt: image.label || name })),
    deliveryTime: product.deliveryTime,
    rating:
      product.reviewCount > 0
        ? { value: ratingStars(product.ratingSummary), reviewCount: product.reviewCount }
        : null,
    specifications: product.specifications
      // The delivery time is shown beside the price already.
      .filter(({ code }) => code !== 'wm_delivery_time')
      .map(({ label, value }) => ({ label, value: norwegianDecimals(value) })),
    fitments: fitmentGroups(product.fitments),
    fitModelIds: [...new Set(product.fitments.map((fitment) => fitment.model.id))],
    related: relations.related.map((summary) => productCardView(summary, now)),
    upsell: relations.upsell.map((summary) => productCardView(summary, now)),
    shortDescriptionHtml: product.shortDescription
      ? sanitizeCmsHtml(product.shortDescription)
      : null,
    descriptionHtml: product.description ? sanitizeCmsHtml(product.description) : null,
    breadcrumbs,
    meta: {
      title: product.metaTitle ?? name,
      description: productMetaDescription(product),
      canonical,
      jsonLd: [
        productStructuredData(product, {
          name,
          url: canonical,
          pricesIncludeTax: pricesIncludeTax(storeConfig?.catalogDisplayTax ?? 1),
        }),
        breadcrumbListJsonLd(breadcrumbs, canonical, shopUrl),
      ],
    },
  };
}

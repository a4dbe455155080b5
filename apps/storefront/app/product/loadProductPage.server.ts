import {
  pricesIncludeTax,
  productPresentation,
  ratingStars,
  specialPrice,
  shopConstants,
  type Product,
  type ProductCustomOption,
  type ProductType,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';

import { loadProductReviews } from './loadProductReviews.server';
import type { ProductReviewsData } from './reviewsSection';
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
  /**
   * How it is bought: `cart`, or `quote` — a quote product, asked about for a quote, with no
   * price, stock or add button (`productPresentation`).
   */
  purchase: 'cart' | 'quote';
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
  /** Text the shopper types in when buying (a hose's length, a nameplate's text). */
  customOptions: ProductCustomOption[];
  /** At most 20, by position. */
  images: ProductImageView[];
  /** Shown after the images; the player loads only when the shopper presses play. */
  videos: { title: string; previewSrc: string | null; embedUrl: string }[];
  deliveryTime: string | null;
  rating: { value: number; reviewCount: number } | null;
  /** The reviews section as the server renders it; `null` when the reviews could not be loaded. */
  reviews: ProductReviewsData | null;
  specifications: { label: string; value: string }[];
  fitments: FitmentGroup[];
  /** The part-finder models it fits, for "fits your tractor" (no request in the browser). */
  fitModelIds: number[];
  /** The catalogue marks it "passer alle" (`fitmentState`). */
  universalFit: boolean;
  /** The product's own backorder flag and supplier lead time (`stockOffer`). */
  backorders: boolean;
  supplierLeadDays: number | null;
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
/** A bundle's items and their options, as the page shows them. */
function bundleItemViews(items: Product['bundleItems']) {
  return items.map((item) => ({
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
  }));
}

export async function loadProductPage(
  sdk: Sdk,
  sku: string,
  storeConfig: StoreConfig | null,
  shopUrl: string,
  /** Pages of 5 reviews to render (`reviewPagesOf` the address). */
  reviewPages = 1,
): Promise<ProductPageData | null> {
  const [product, relations, reviews] = await Promise.all([
    sdk.catalog.getProductBySku(sku),
    sdk.catalog.getProductRelations(sku).catch((error: unknown) => {
      console.error(`Related products of ${sku} could not be loaded`, error);
      return { related: [], upsell: [] };
    }),
    loadProductReviews(sdk, sku, reviewPages),
  ]);
  if (!product) return null;

  const now = new Date();
  const name = product.name ?? product.sku;
  const canonical = `${shopUrl}${product.url}`;
  const breadcrumbs = productBreadcrumbs(product.categories, name, product.categoryAncestors);
  const { minimum, maximum } = product.priceRange;
  return {
    sku: product.sku,
    productType: product.type,
    name,
    purchase: productPresentation(product).purchase,
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
    customOptions: product.customOptions,
    bundleItems: bundleItemViews(product.bundleItems),
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
    videos: product.videos.map(({ title, previewUrl, embedUrl }) => ({
      title,
      previewSrc: previewUrl,
      embedUrl,
    })),
    deliveryTime: product.deliveryTime,
    rating:
      product.reviewCount > 0
        ? { value: ratingStars(product.ratingSummary), reviewCount: product.reviewCount }
        : null,
    reviews,
    specifications: product.specifications
      // The delivery time is shown beside the price already.
      .filter(({ code }) => code !== 'wm_delivery_time')
      .map(({ label, value }) => ({ label, value: norwegianDecimals(value) })),
    fitments: fitmentGroups(product.fitments),
    fitModelIds: [...new Set(product.fitments.map((fitment) => fitment.model.id))],
    universalFit: product.universalFit,
    backorders: product.backorders,
    supplierLeadDays: product.supplierLeadDays,
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
      image: product.images[0]?.url ?? null,
      type: 'product',
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

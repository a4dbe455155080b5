import { demoProductVideos } from '../../catalog/demoProductVideos.js';
import { customOptionView } from '../../catalog/customOptionView.js';
import { productFlags } from '../../catalog/productFlags.js';
import type { ProductRow } from '../../catalog/catalogLoaders.js';
import { encodeUid, productUid } from '../../catalog/uid.js';
import { productMediaUrl, type GraphQLContext } from '../context.js';
import type { CurrencyEnum } from '../generated/schemaTypes.js';
import { productCustomAttributes, productFitments } from './attributes.js';
import { productReviews } from './reviews.js';

/** Norwegian VAT: catalogue prices include it; business customers see prices without it. */
export const VAT_RATE = 0.25;
/** Stock below this shows as "only x left". */
export const ONLY_X_LEFT_THRESHOLD = 5;
export const URL_SUFFIX = '.html';

export type ProductTypeName =
  | 'SimpleProduct'
  | 'VirtualProduct'
  | 'ConfigurableProduct'
  | 'BundleProduct'
  | 'GroupedProduct'
  | 'DownloadableProduct';

const TYPE_NAMES: Record<string, ProductTypeName> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  downloadable: 'DownloadableProduct',
};

export const productTypeName = (row: ProductRow): ProductTypeName =>
  TYPE_NAMES[row.type_id] ?? 'SimpleProduct';

const roundMoney = (value: number) => Math.round(value * 100) / 100;

function productPrice(currency: CurrencyEnum, regular: number, final: number) {
  const amountOff = roundMoney(Math.max(0, regular - final));
  return {
    regular_price: { value: regular, currency },
    final_price: { value: final, currency },
    discount: {
      amount_off: amountOff,
      percent_off: regular > 0 ? roundMoney((amountOff / regular) * 100) : 0,
    },
    fixed_product_taxes: [],
  };
}

/** Magento's PriceRange from the lowest and highest regular and final prices. */
export function priceRange(
  currency: CurrencyEnum,
  prices: { minRegular: number; minFinal: number; maxRegular: number; maxFinal: number },
) {
  return {
    minimum_price: productPrice(currency, prices.minRegular, prices.minFinal),
    maximum_price: productPrice(currency, prices.maxRegular, prices.maxFinal),
  };
}

const optionLabel = async (context: GraphQLContext, optionId: number | null) =>
  optionId === null
    ? null
    : ((await context.loaders.attributeOptions()).get(optionId)?.label ?? null);

async function images(row: ProductRow, context: GraphQLContext) {
  const rows = await context.loaders.images.load(row.id);
  return rows.map((image) => ({
    __typename: 'ProductImage' as const,
    url: productMediaUrl(context, image.file),
    label: image.label,
    position: image.position,
    disabled: false,
  }));
}

/**
 * The gallery: the images, then the product's videos (Magento's `ProductVideo`). A video's `url`
 * is its preview picture; the product's own first image stands in, so showing the gallery asks
 * nothing of the video host.
 */
async function mediaGallery(row: ProductRow, context: GraphQLContext) {
  const pictures = await images(row, context);
  const videos = demoProductVideos(row.name).map((video, index) => ({
    __typename: 'ProductVideo' as const,
    url: pictures[0]?.url ?? null,
    label: video.title,
    position: (pictures.at(-1)?.position ?? 0) + index + 1,
    disabled: false,
    video_content: {
      media_type: 'external-video',
      video_provider: video.provider,
      video_url: video.url,
      video_title: video.title,
      video_description: video.description,
      video_metadata: null,
    },
  }));
  return [...pictures, ...videos];
}

/**
 * The pictures in Magento's older `MediaGalleryEntry` shape (Venia's product page still reads
 * it): `file` is the path under the product media folder, as Magento gives it, and the first
 * picture carries the image roles. Videos are left out: their pictures are not files of ours.
 */
async function mediaGalleryEntries(row: ProductRow, context: GraphQLContext) {
  const rows = await context.loaders.images.load(row.id);
  return rows.map((image, index) => ({
    uid: encodeUid(`gallery/${row.id}/${image.position}`),
    // Magento's deprecated numeric id: pictures have no id of their own here, so one is made
    // from the product and the position (stable, and unique within the product).
    id: row.id * 1000 + image.position,
    file: image.file,
    label: image.label,
    position: image.position,
    disabled: false,
    media_type: 'image',
    types: index === 0 ? ['image', 'small_image', 'thumbnail'] : [],
  }));
}

/**
 * Magento's older `ProductPrices`, from the same numbers as `price_range`: the regular price,
 * and the lowest and highest price a shopper pays.
 */
function legacyPrices(row: ProductRow, currency: CurrencyEnum) {
  const amount = (value: number) => ({ amount: { value, currency } });
  return {
    regularPrice: amount(row.min_regular_price),
    minimalPrice: amount(row.min_final_price),
    maximalPrice: amount(row.max_final_price),
  };
}

async function mainImage(row: ProductRow, context: GraphQLContext) {
  const [first] = await images(row, context);
  return (
    first ?? {
      __typename: 'ProductImage' as const,
      url: null,
      label: row.name,
      position: null,
      disabled: false,
    }
  );
}

const related =
  (type: 'related' | 'upsell' | 'crosssell') =>
  async (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    context.loaders.productsInOrder(await context.loaders.links.load(`${type}:${row.id}`));

/**
 * The fields every product type shares (ProductInterface and the shop's store attributes),
 * resolved from a product row. Each product type's resolver map starts from these.
 */
/** `CustomizableProductInterface.options`: the product's custom options (text fields). */
export const customizableOptions = async (
  row: ProductRow,
  _args: unknown,
  context: GraphQLContext,
) =>
  (await context.loaders.customOptions.load(row.id)).map((option) =>
    customOptionView(option, row.sku),
  );

export const productInterfaceFields = {
  id: (row: ProductRow) => row.id,
  uid: (row: ProductRow) => productUid(row.id),
  sku: (row: ProductRow) => row.sku,
  name: (row: ProductRow) => row.name,
  type_id: (row: ProductRow) => row.type_id,
  url_key: (row: ProductRow) => row.url_key,
  url_suffix: () => URL_SUFFIX,
  canonical_url: (row: ProductRow) => (row.url_key ? `${row.url_key}${URL_SUFFIX}` : null),
  url_rewrites: (row: ProductRow) =>
    row.url_key ? [{ url: `${row.url_key}${URL_SUFFIX}`, parameters: [] }] : [],
  meta_title: (row: ProductRow) => row.meta_title,
  meta_description: (row: ProductRow) => row.meta_description,
  meta_keyword: () => null,
  description: (row: ProductRow) => ({ html: row.description }),
  short_description: (row: ProductRow) => ({ html: row.short_description }),
  stock_status: (row: ProductRow) =>
    row.quantity > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
  only_x_left_in_stock: (row: ProductRow) =>
    row.quantity > 0 && row.quantity < ONLY_X_LEFT_THRESHOLD ? row.quantity : null,
  image: (row: ProductRow, _args: unknown, context: GraphQLContext) => mainImage(row, context),
  small_image: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    mainImage(row, context),
  thumbnail: (row: ProductRow, _args: unknown, context: GraphQLContext) => mainImage(row, context),
  swatch_image: async (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    (await mainImage(row, context)).url,
  media_gallery: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    mediaGallery(row, context),
  price_range: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    priceRange(context.currency, {
      minRegular: row.min_regular_price,
      minFinal: row.min_final_price,
      maxRegular: row.max_regular_price,
      maxFinal: row.max_final_price,
    }),
  price: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    legacyPrices(row, context.currency),
  media_gallery_entries: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    mediaGalleryEntries(row, context),
  price_tiers: () => [],
  special_price: (row: ProductRow) =>
    row.special_price !== null && row.special_price < row.price ? row.special_price : null,
  categories: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    context.loaders.productCategories.load(row.id),
  related_products: related('related'),
  upsell_products: related('upsell'),
  crosssell_products: related('crosssell'),
  rating_summary: (row: ProductRow) => row.rating_summary,
  review_count: (row: ProductRow) => row.review_count,
  reviews: productReviews,
  manufacturer: (row: ProductRow) => row.manufacturer,
  color: (row: ProductRow) => row.color,
  country_of_manufacture: () => null,
  new_from_date: () => null,
  new_to_date: () => null,
  created_at: (row: ProductRow) => new Date(row.created_at).toISOString(),
  updated_at: (row: ProductRow) => new Date(row.updated_at).toISOString(),
  options_container: () => 'container2',
  gift_message_available: () => false,
  // Routable
  relative_url: (row: ProductRow) => (row.url_key ? `${row.url_key}${URL_SUFFIX}` : null),
  redirect_code: () => 0,
  type: () => 'PRODUCT' as const,
  custom_attributesV2: productCustomAttributes,
  // The shop's store attributes
  wm_delivery_time: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    optionLabel(context, row.wm_delivery_time),
  ag_produktgruppe: (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    optionLabel(context, row.ag_produktgruppe),
  wm_order_product: (row: ProductRow) => row.wm_order_product,
  wm_pf_fitments: productFitments,
  wm_universal_fit: async (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    productFlags(await context.loaders.attributeValues.load(row.id)).universalFit,
  wm_backorders: async (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    productFlags(await context.loaders.attributeValues.load(row.id)).backorders,
  wm_supplier_lead_days: async (row: ProductRow, _args: unknown, context: GraphQLContext) =>
    productFlags(await context.loaders.attributeValues.load(row.id)).supplierLeadDays,
  price_matrix_price: (row: ProductRow) => ({
    price_incl_tax: row.min_final_price,
    price_excl_tax: roundMoney(row.min_final_price / (1 + VAT_RATE)),
  }),
};

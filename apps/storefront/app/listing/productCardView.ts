import {
  cardCartAction,
  cardImages,
  productBadge,
  productPresentation,
  ratingStars,
  specialPrice,
  type CardCartAction,
  type ProductSummary,
  type ProductType,
} from '@agri-parts/sdk';

/** A product card as a listing shows it; prices are amounts as the catalogue holds them. */
export interface ProductCardView {
  /** The shop's part number, shown as "Varenr." (and the wishlist's and the cart's key). */
  sku: string;
  /** The first cross-reference ("Orig.nr."); `null` when the product has none. */
  originalNumber: string | null;
  /** For the wishlist and the cart, which add each type in its own way. */
  type: ProductType;
  title: string;
  href: string;
  images: { src: string; alt: string }[];
  price: { regular: number; special: number | null };
  /** A quote product: "Pris på forespørsel" in place of the price, no stock status. */
  priceOnRequest: boolean;
  badge: 'offer' | 'new' | null;
  colors: { color: string; name: string }[];
  rating: { value: number; reviewCount: number } | null;
  inStock: boolean;
  /** Out of stock, the supplier still delivers it (`stockOffer`): it can be added. */
  backorders: boolean;
  cartAction: CardCartAction;
  /**
   * For `enter-options`: the one option to fill in, as the card's link names it ("lengde" of
   * "Lengde (cm)"); `null` when there are several (or none).
   */
  optionToEnter: string | null;
}

/** An option's title as a link names it: lower case, without its unit ("Lengde (cm)" → "lengde"). */
function optionName(title: string): string {
  return title
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .toLocaleLowerCase('nb-NO');
}

/** A product summary as a card (spec §3: two images, four swatches then +N, rating out of 5). */
export function productCardView(product: ProductSummary, now: Date): ProductCardView {
  const title = product.name ?? product.sku;
  const images = cardImages([product.smallImage, product.thumbnail]).map((image) => ({
    src: image.url,
    alt: image.label ?? title,
  }));
  const price = specialPrice(product.priceRange.minimum);
  // Every colour: the card shows the first four and then "+N" (spec §3).
  const colors = product.colorSwatches.flatMap((value) =>
    value.swatch?.kind === 'color' ? [{ color: value.swatch.value, name: value.label }] : [],
  );
  const stars = ratingStars(product.ratingSummary);
  return {
    sku: product.sku,
    originalNumber: product.originalNumber,
    type: product.type,
    title,
    href: product.url,
    images,
    price: { regular: price.regular.value, special: price.special?.value ?? null },
    priceOnRequest: productPresentation(product).price === 'on-request',
    badge: productBadge(product, { now }),
    colors,
    rating: product.reviewCount > 0 ? { value: stars, reviewCount: product.reviewCount } : null,
    inStock: product.stockStatus !== 'out-of-stock',
    backorders: product.backorders,
    cartAction: cardCartAction(product),
    optionToEnter:
      product.requiredCustomOptions.length === 1
        ? optionName(product.requiredCustomOptions[0]!.title) || null
        : null,
  };
}

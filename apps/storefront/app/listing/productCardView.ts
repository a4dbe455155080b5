import {
  cardCartAction,
  cardImages,
  productBadge,
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
  badge: 'offer' | 'new' | null;
  colors: { color: string; name: string }[];
  rating: { value: number; reviewCount: number } | null;
  inStock: boolean;
  cartAction: CardCartAction;
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
    badge: productBadge(product, { now }),
    colors,
    rating: product.reviewCount > 0 ? { value: stars, reviewCount: product.reviewCount } : null,
    inStock: product.stockStatus !== 'out-of-stock',
    cartAction: cardCartAction(product),
  };
}

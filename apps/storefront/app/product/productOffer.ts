import { specialPrice, type ProductVariant, type Product } from '@agri-parts/sdk';

/** An image of the product page's gallery, with its alt text. */
export interface ProductImageView {
  src: string;
  alt: string;
}

/**
 * What the buying box shows for the product, or for one of its variants: part number, prices as
 * the catalogue holds them (formatted on the page, so the VAT switch changes them at once), stock
 * and the picture that belongs to it.
 */
export interface ProductOffer {
  sku: string;
  price: { regular: number; special: number | null };
  inStock: boolean;
  /** "Kun x igjen" when stock is low; `null` otherwise. */
  onlyLeft: number | null;
  /** The supplier backorders it, with its lead time in days (`stockOffer`). */
  backorders: boolean;
  supplierLeadDays: number | null;
  /** The variant's own picture; `null` for the product itself (its gallery shows). */
  image: ProductImageView | null;
}

/** The product's own offer: its lowest price, its stock. Pure. */
export function productOffer(product: Product): ProductOffer {
  return {
    sku: product.sku,
    price: offerPrice(product.priceRange.minimum),
    inStock: product.stockStatus !== 'out-of-stock',
    onlyLeft: product.onlyXLeftInStock,
    backorders: product.backorders,
    supplierLeadDays: product.supplierLeadDays,
    image: null,
  };
}

/** A variant's offer; its thumbnail is described by the product's name when it has no label. Pure. */
export function variantOffer(variant: ProductVariant, productName: string): ProductOffer {
  return {
    sku: variant.sku,
    price: offerPrice(variant.priceRange.minimum),
    inStock: variant.stockStatus !== 'out-of-stock',
    onlyLeft: variant.onlyXLeftInStock,
    // The catalogue backorders products, not a configurable product's variants.
    backorders: false,
    supplierLeadDays: null,
    image: variant.thumbnail
      ? { src: variant.thumbnail.url, alt: variant.thumbnail.label ?? productName }
      : null,
  };
}

function offerPrice(price: Product['priceRange']['minimum']): ProductOffer['price'] {
  const { regular, special } = specialPrice(price);
  return { regular: regular.value, special: special?.value ?? null };
}

/**
 * The gallery with an offer's picture: when the picture is one of the gallery's, that one is
 * chosen; otherwise it is put first (and the gallery keeps its limit of `max` images). Pure.
 */
export function galleryWithOfferImage(
  images: readonly ProductImageView[],
  image: ProductImageView | null,
  max: number,
): { images: ProductImageView[]; selectedIndex: number } {
  if (!image) return { images: images.slice(0, max), selectedIndex: 0 };
  const index = images.findIndex((candidate) => candidate.src === image.src);
  if (index >= 0 && index < max) return { images: images.slice(0, max), selectedIndex: index };
  return { images: [image, ...images].slice(0, max), selectedIndex: 0 };
}

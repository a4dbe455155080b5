import { useId, type ComponentProps } from 'react';
import type { BadgeVariant } from '../Badge/Badge';
import type { SwatchColor } from '../ColorSwatch/ColorSwatch';
import { FitBadge } from '../FitBadge/FitBadge';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { PartNumber, type PartNumberLabels, type PartNumberValue } from '../PartNumber/PartNumber';
import { Price, type PriceSpecialLabels } from '../Price/Price';
import { Rating, type RatingLabels } from '../Rating/Rating';
import type { StockStatusLabels, StockStatusValue } from '../StockStatus/StockStatus';
import { ProductCardColors } from './ProductCardColors';
import { ProductCardMedia } from './ProductCardMedia';
import { ProductCardPurchase } from './ProductCardPurchase';

/** One image of a {@link ProductCard}. */
export interface ProductCardImage {
  src: string;
  alt: string;
  /** Candidates for the browser to choose from (for example `'a-216.jpg 216w, a-432.jpg 432w'`). */
  srcSet?: string;
}

/** The badge on a {@link ProductCard}. */
export interface ProductCardBadge {
  text: string;
  variant?: BadgeVariant;
}

/** The rating on a {@link ProductCard}. */
export interface ProductCardRating {
  /** Average, 0 to 5. */
  value: number;
  reviewCount?: number;
}

/** The stock on a {@link ProductCard}, as the catalogue reports it. */
export interface ProductCardStock {
  status: StockStatusValue;
  onlyLeft?: number | null;
}

/** Whether the product fits the shopper's active tractor, as a {@link ProductCard} says it. */
export interface ProductCardFit {
  /** `true` fits, `false` does not, `'universal'` fits every machine, `null` not known yet. */
  fits: boolean | 'universal' | null;
  /** For example `'Passer MF 6480'`. */
  label: string;
}

/** Layout of a {@link ProductCard}: a tile in a grid, or a row in a list. */
export type ProductCardLayout = 'grid' | 'list';

/** State of the add-to-cart button: `adding` while the app adds the product (1 s in the spec). */
export type ProductCardCartState = 'idle' | 'adding';

/** Texts of {@link ProductCard}. */
export interface ProductCardLabels {
  /** The add-to-cart button (for example `'Legg i handlekurv'`). */
  addToCart: string;
  /** The add-to-cart button while adding (for example `'Legger i handlekurv …'`). */
  adding: string;
  /** Accessible name of the wishlist heart, a toggle (for example `'Ønskeliste'`). */
  wishlist: string;
  /** Accessible name of the colour list (for example `'Farger'`). */
  colors: string;
  /** Read out for the "+N" after the shown swatches (for example `(n) => \`${n} farger til\``). */
  moreColors: (count: number) => string;
  rating: RatingLabels;
  stock: StockStatusLabels;
  /** Before the part numbers (for example `'Varenr.'`, `'Orig.nr.'`); needed with `partNumber`. */
  partNumber?: PartNumberLabels;
  /** Read out before an offer's old and new price (for example `{ before: 'Før', now: 'Nå' }`). */
  specialPrice?: PriceSpecialLabels;
}

/** Props of {@link ProductCard}: an `<article>`'s props plus the product's display data. */
export interface ProductCardProps extends Omit<ComponentProps<'article'>, 'title'> {
  title: string;
  /** The product page. */
  href: string;
  /**
   * The shop's part number and the first original (OEM) number, under the title, so products
   * that share a name can be told apart; shown with `labels.partNumber`.
   */
  partNumber?: PartNumberValue | null;
  /** Product images; the first shows, the second (if any) on hover or focus; more are ignored. */
  images: readonly ProductCardImage[];
  /** The images' `sizes` (for example `'(min-width: 1024px) 216px, 50vw'`). */
  imageSizes?: string;
  /** `lazy` by default; use `eager` for cards in the first view (the hover image stays lazy). */
  imageLoading?: 'lazy' | 'eager';
  /**
   * The first image's fetch priority: `high` for the first cards of a listing, whose picture is
   * the largest thing a phone shows first (the page's LCP).
   */
  imageFetchPriority?: 'high' | 'low' | 'auto';
  /** The regular price, formatted; with `priceOnRequest`, the words that stand for it. */
  price: string;
  /**
   * A product sold by quote: `price` holds words such as `'Pris på forespørsel'`, shown without a
   * special price or tax label (see `Price`'s `onRequest`). Give it no `stock` and, in place of
   * the add-to-cart button, an `optionsLink` to the page where the quote is asked for.
   */
  priceOnRequest?: boolean;
  /** The special price, formatted; shows the regular price struck through. */
  specialPrice?: string;
  /** For example `'inkl. mva'`. */
  taxLabel?: string;
  badge?: ProductCardBadge | null;
  /** The product's colours; the first `maxColors` show as swatches, then "+N". */
  colors?: readonly SwatchColor[];
  /** Swatches before "+N". Defaults to 4. */
  maxColors?: number;
  rating?: ProductCardRating | null;
  stock?: ProductCardStock | null;
  /** Whether it fits the shopper's active tractor (a {@link FitBadge} under the title). */
  fit?: ProductCardFit | null;
  /** Whether the product is on the wishlist (the heart's pressed state). */
  wishlisted?: boolean;
  /** Called with the new wishlist state; the heart shows only with it. */
  onWishlistToggle?: (wishlisted: boolean) => void;
  /** Called on add to cart; the button shows only with it. */
  onAddToCart?: () => void;
  /** `adding` while the app adds (the button says so and ignores clicks). Defaults to `idle`. */
  cartState?: ProductCardCartState;
  /**
   * Disable adding, for example when out of stock. The disabled button is described by the stock
   * status, so the reason is read out with it.
   */
  addToCartDisabled?: boolean;
  /**
   * For a product that needs choices first (a variant, a bundle's contents): in place of the
   * add-to-cart button, a link to the product page with this text (for example `'Velg variant'`).
   */
  optionsLink?: { href: string; label: string } | null;
  /** Defaults to `grid`. */
  layout?: ProductCardLayout;
  /** Heading level of the title. Defaults to 3 (under a page `h1` and a listing `h2`). */
  headingLevel?: 2 | 3 | 4;
  labels: ProductCardLabels;
}

/**
 * A product in a listing: image (a second one on hover or focus), badge, wishlist heart, title
 * linking to the product page, part numbers ("Varenr. …, Orig.nr. …"), rating, colour swatches (4, then "+N"), price with tax label,
 * stock, whether it fits the shopper's tractor, and an add-to-cart button (or, for a product that
 * needs choices first, a link to its page). The title's link covers the whole card, so there is one link
 * per product; the heart and the button sit above it and are described by the title.
 *
 * Images use the 216×268 product card preset: an image-service address (`…/media/…`) gets that
 * size and its double as `srcSet` (see `presetImage`); or pass `srcSet` per image and
 * `imageSizes` for files of your own. The root carries `data-layout` (`grid`/`list`) and `data-state`
 * (`idle`/`adding`).
 */
export function ProductCard({
  title,
  href,
  partNumber,
  images,
  imageSizes,
  imageLoading = 'lazy',
  imageFetchPriority,
  price,
  priceOnRequest = false,
  specialPrice,
  taxLabel,
  badge,
  colors = [],
  maxColors = 4,
  rating,
  stock,
  fit,
  wishlisted = false,
  onWishlistToggle,
  onAddToCart,
  cartState = 'idle',
  addToCartDisabled = false,
  optionsLink,
  layout = 'grid',
  headingLevel = 3,
  labels,
  className,
  ...articleProps
}: ProductCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      {...articleProps}
      className={joinClassNames('ap-product-card', `ap-product-card--${layout}`, className)}
      data-layout={layout}
      data-state={cartState}
    >
      <ProductCardMedia
        images={images}
        imageSizes={imageSizes}
        imageLoading={imageLoading}
        imageFetchPriority={imageFetchPriority}
        badge={badge}
        title={title}
        titleId={titleId}
        wishlisted={wishlisted}
        wishlistLabel={labels.wishlist}
        onWishlistToggle={onWishlistToggle}
      />
      <div className="ap-product-card__body">
        <Heading className="ap-product-card__title" id={titleId}>
          <Link className="ap-product-card__link" href={href}>
            {title}
          </Link>
        </Heading>
        {partNumber && labels.partNumber ? (
          <PartNumber
            sku={partNumber.sku}
            originalNumber={partNumber.originalNumber}
            labels={labels.partNumber}
          />
        ) : null}
        {fit ? (
          <FitBadge className="ap-product-card__fit" fits={fit.fits} label={fit.label} />
        ) : null}
        {rating ? (
          <Rating
            className="ap-product-card__rating"
            value={rating.value}
            reviewCount={rating.reviewCount}
            labels={labels.rating}
          />
        ) : null}
        <ProductCardColors colors={colors} maxColors={maxColors} labels={labels} />
        <Price
          className="ap-product-card__price"
          value={price}
          specialValue={specialPrice}
          taxLabel={taxLabel}
          onRequest={priceOnRequest}
          specialLabels={labels.specialPrice}
        />
        <ProductCardPurchase
          layout={layout}
          titleId={titleId}
          stock={stock}
          optionsLink={optionsLink}
          onAddToCart={onAddToCart}
          cartState={cartState}
          addToCartDisabled={addToCartDisabled}
          labels={labels}
        />
      </div>
    </article>
  );
}

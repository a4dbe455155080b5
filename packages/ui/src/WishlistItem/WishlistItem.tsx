import { useId, type ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { Price, type PriceSpecialLabels } from '../Price/Price';
import {
  StockStatus,
  type StockStatusLabels,
  type StockStatusValue,
} from '../StockStatus/StockStatus';
import { WishlistItemActions } from './WishlistItemActions';
import { WishlistItemNotes } from './WishlistItemNotes';

/** How a {@link WishlistItem} is laid out: a tile, a row, or a small row in a sidebar. */
export type WishlistItemLayout = 'grid' | 'list' | 'compact';

/** What a {@link WishlistItem} is busy with: nothing, adding it to the cart, or removing it. */
export type WishlistItemState = 'idle' | 'adding' | 'removing';

/** Texts of {@link WishlistItem}. */
export interface WishlistItemLabels {
  /** The add-to-cart button (for example `'Legg i handlekurv'`). */
  addToCart: string;
  /** The add-to-cart button while adding (for example `'Legger i handlekurven …'`). */
  adding: string;
  /** The remove button (for example `'Fjern'`). */
  remove: string;
  /** Label before the chosen variant (for example `'Variant'`). */
  variant: string;
  /** The link to the product beside a reason it cannot be added (for example `'Gå til produktet'`). */
  viewProduct: string;
  stock: StockStatusLabels;
}

/** Props of {@link WishlistItem}: an `<article>`'s props plus the item's display data. */
export interface WishlistItemProps extends Omit<ComponentProps<'article'>, 'title'> {
  title: string;
  /** The product page. */
  href: string;
  /** The product image; a plain panel without one. */
  image?: { src: string; alt: string } | null;
  /** The regular price, formatted. */
  price: string;
  /** The special price, formatted; shows the regular price struck through. */
  specialPrice?: string;
  /** For example `'inkl. mva'`. */
  taxLabel?: string;
  stock?: { status: StockStatusValue; onlyLeft?: number | null } | null;
  /** The chosen variant of a configurable product (for example its SKU). */
  variant?: string | null;
  /** The shopper's note on the item. */
  description?: string | null;
  /** A bundle's contents, one line each (for example `'Oljefilter: 1 × Filter A'`). */
  contents?: readonly string[] | null;
  /** When it was added, formatted (for example `'Lagt til 21. nov. 2026'`), with a `dateTime`. */
  added?: { text: string; dateTime: string } | null;
  /** The visually hidden words before the old and the offer price (for example Før/Nå). */
  specialPriceLabels?: PriceSpecialLabels;
  /**
   * Why it cannot go straight to the cart (for example `'Velg variant på produktsiden.'`): shown
   * with a link to the product instead of the add-to-cart button.
   */
  unavailableReason?: string | null;
  /** Called on add to cart; the button shows only with it (and without `unavailableReason`). */
  onAddToCart?: () => void;
  /** Called on remove; the button shows only with it. */
  onRemove?: () => void;
  /** While busy, both buttons ignore clicks; `adding` also changes the button's text. */
  state?: WishlistItemState;
  /** Defaults to `grid`. */
  layout?: WishlistItemLayout;
  /** Heading level of the title. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  labels: WishlistItemLabels;
}

/**
 * An item on the shopper's wishlist: image, name linking to the product, the chosen variant, a
 * bundle's contents, the shopper's note, price with tax label (Før/Nå words for an offer), stock,
 * the date it was added, and its actions — add to cart and remove, both described by the
 * name. An item that cannot go straight to the cart says why and links to the product instead.
 * The root carries `data-layout` and `data-state` (`idle`, `adding`, `removing`); busy buttons
 * are `aria-disabled` rather than disabled, so focus stays on them.
 *
 * @example
 * ```tsx
 * <WishlistItem title="Oljefilter" href="/oljefilter.html" price="249,–" taxLabel="inkl. mva"
 *   onAddToCart={add} onRemove={remove} labels={labels} />
 * ```
 */
export function WishlistItem({
  title,
  href,
  image,
  price,
  specialPrice,
  taxLabel,
  stock,
  variant,
  description,
  contents,
  added,
  specialPriceLabels,
  unavailableReason,
  onAddToCart,
  onRemove,
  state = 'idle',
  layout = 'grid',
  headingLevel = 3,
  labels,
  className,
  ...articleProps
}: WishlistItemProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const preset = layout === 'compact' ? imagePresets.checkout : imagePresets.card;

  return (
    <article
      {...articleProps}
      className={joinClassNames('ap-wishlist-item', `ap-wishlist-item--${layout}`, className)}
      aria-labelledby={titleId}
      data-layout={layout}
      data-state={state}
    >
      <div className="ap-wishlist-item__media">
        {image ? (
          <Image
            className="ap-wishlist-item__image"
            src={image.src}
            alt={image.alt}
            preset={preset}
          />
        ) : null}
      </div>
      <div className="ap-wishlist-item__body">
        <Heading className="ap-wishlist-item__title" id={titleId}>
          <Link className="ap-wishlist-item__link" href={href}>
            {title}
          </Link>
        </Heading>
        {variant ? (
          <p className="ap-wishlist-item__variant">
            {labels.variant}: {variant}
          </p>
        ) : null}
        <WishlistItemNotes contents={contents} description={description} />
        <Price
          className="ap-wishlist-item__price"
          value={price}
          specialValue={specialPrice}
          taxLabel={taxLabel}
          specialLabels={specialPriceLabels}
        />
        {stock ? (
          <StockStatus
            className="ap-wishlist-item__stock"
            status={stock.status}
            onlyLeft={stock.onlyLeft}
            labels={labels.stock}
          />
        ) : null}
        {added ? (
          <p className="ap-wishlist-item__added">
            <time dateTime={added.dateTime}>{added.text}</time>
          </p>
        ) : null}
        {unavailableReason ? (
          <p className="ap-wishlist-item__unavailable">
            <Icon name="info" size={16} />
            <span>
              {unavailableReason}{' '}
              <Link href={href} aria-describedby={titleId}>
                {labels.viewProduct}
              </Link>
            </span>
          </p>
        ) : null}
      </div>
      <WishlistItemActions
        titleId={titleId}
        state={state}
        onAddToCart={onAddToCart}
        unavailableReason={unavailableReason}
        onRemove={onRemove}
        labels={labels}
      />
    </article>
  );
}

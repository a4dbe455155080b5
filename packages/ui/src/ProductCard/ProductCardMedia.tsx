import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { joinClassNames } from '../internal/joinClassNames';
import type { ProductCardBadge, ProductCardImage } from './ProductCard';

/** At most this many images show on a card (the spec: 2). */
const MAX_IMAGES = 2;

/** Props of {@link ProductCardMedia}. */
export interface ProductCardMediaProps {
  images: readonly ProductCardImage[];
  imageSizes: string | undefined;
  imageLoading: 'lazy' | 'eager';
  imageFetchPriority: 'high' | 'low' | 'auto' | undefined;
  badge: ProductCardBadge | null | undefined;
  /** The card's title: an image text that only repeats it is not read out again. */
  title: string;
  /** The id of the card's title, which describes the heart. */
  titleId: string;
  wishlisted: boolean;
  wishlistLabel: string;
  onWishlistToggle: ((wishlisted: boolean) => void) | undefined;
}

/**
 * The {@link ProductCard}'s picture area: its first image (a second on hover or focus, lazy and
 * decorative), the badge and the wishlist heart (a toggle, shown with `onWishlistToggle`).
 */
export function ProductCardMedia({
  images,
  imageSizes,
  imageLoading,
  imageFetchPriority,
  badge,
  title,
  titleId,
  wishlisted,
  wishlistLabel,
  onWishlistToggle,
}: ProductCardMediaProps) {
  return (
    <div className="ap-product-card__media">
      {images.slice(0, MAX_IMAGES).map((image, index) => (
        <Image
          key={index}
          className={joinClassNames(
            'ap-product-card__image',
            index > 0 && 'ap-product-card__image--alternate',
          )}
          src={image.src}
          srcSet={image.srcSet}
          sizes={imageSizes}
          // The second image is a hover view of the same product: decoration. The first says
          // only the product's name most of the time, which the title's link says just after.
          alt={index === 0 && image.alt.trim() !== title.trim() ? image.alt : ''}
          preset={imagePresets.productCard}
          // The hover view waits: it is not shown until the pointer comes.
          loading={index === 0 ? imageLoading : 'lazy'}
          fetchPriority={index === 0 ? imageFetchPriority : undefined}
        />
      ))}
      {badge ? (
        <Badge className="ap-product-card__badge" variant={badge.variant}>
          {badge.text}
        </Badge>
      ) : null}
      {onWishlistToggle ? (
        <button
          type="button"
          className="ap-product-card__wishlist"
          aria-label={wishlistLabel}
          aria-describedby={titleId}
          aria-pressed={wishlisted}
          data-state={wishlisted ? 'on' : 'off'}
          onClick={() => onWishlistToggle(!wishlisted)}
        >
          <Icon name="heart" size={20} />
        </button>
      ) : null}
    </div>
  );
}

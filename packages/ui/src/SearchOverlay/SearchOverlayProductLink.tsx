import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { Link } from '../Link/Link';
import { PartNumber } from '../PartNumber/PartNumber';
import { Price } from '../Price/Price';
import type { SearchOverlayLabels, SearchOverlayProduct } from './SearchOverlay';

/** Props of {@link SearchOverlayProductLink}. */
export interface SearchOverlayProductLinkProps {
  product: SearchOverlayProduct;
  labels: Pick<SearchOverlayLabels, 'partNumber' | 'taxLabel'>;
  onClick: () => void;
}

/** A product among the {@link SearchOverlay}'s results: one link with its image, name, part numbers and price. */
export function SearchOverlayProductLink({
  product,
  labels,
  onClick,
}: SearchOverlayProductLinkProps) {
  return (
    <Link
      href={product.href}
      className="ap-search-overlay__product"
      data-search-result=""
      onClick={onClick}
    >
      {product.image ? (
        <Image
          className="ap-search-overlay__image"
          src={product.image.src}
          alt={product.image.alt ?? ''}
          preset={imagePresets.checkout}
        />
      ) : null}
      <span className="ap-search-overlay__text">
        <span className="ap-search-overlay__name">{product.name}</span>
        {product.partNumber && labels.partNumber ? (
          <>
            {' '}
            <PartNumber
              as="span"
              sku={product.partNumber.sku}
              originalNumber={product.partNumber.originalNumber}
              labels={labels.partNumber}
            />
          </>
        ) : null}
      </span>{' '}
      <Price value={product.price} specialValue={product.specialPrice} taxLabel={labels.taxLabel} />
    </Link>
  );
}

import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { Link } from '../Link/Link';
import { PartNumber } from '../PartNumber/PartNumber';
import { Price } from '../Price/Price';
import type { SearchOverlayLabels, SearchOverlayProduct } from './SearchOverlay';

/** Props of {@link SearchOverlayProductLink}. */
export interface SearchOverlayProductLinkProps {
  product: SearchOverlayProduct;
  labels: Pick<SearchOverlayLabels, 'partNumber' | 'taxLabel' | 'specialPrice'>;
  /** The option's id, for the field's `aria-activedescendant`. */
  id: string;
  /** Whether it is the active option (the arrow keys' choice). */
  active: boolean;
  onClick: () => void;
}

/**
 * A product among the {@link SearchOverlay}'s results: an option of its listbox that is a link,
 * with its image, name, part numbers and price (the image is decoration: the name follows).
 */
export function SearchOverlayProductLink({
  product,
  labels,
  id,
  active,
  onClick,
}: SearchOverlayProductLinkProps) {
  return (
    <Link
      href={product.href}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className="ap-search-overlay__product"
      data-search-result=""
      onClick={onClick}
    >
      {product.image ? (
        <Image
          className="ap-search-overlay__image"
          src={product.image.src}
          alt=""
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
      <Price
        value={product.price}
        specialValue={product.specialPrice}
        taxLabel={labels.taxLabel}
        onRequest={product.priceOnRequest}
        specialLabels={labels.specialPrice}
      />
    </Link>
  );
}

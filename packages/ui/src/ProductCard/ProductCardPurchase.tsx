import { useId, type MouseEvent } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { StockStatus } from '../StockStatus/StockStatus';
import type {
  ProductCardCartState,
  ProductCardLabels,
  ProductCardLayout,
  ProductCardStock,
} from './ProductCard';

/** Props of {@link ProductCardPurchase}. */
export interface ProductCardPurchaseProps {
  layout: ProductCardLayout;
  /** The id of the card's title, which describes the action. */
  titleId: string;
  stock: ProductCardStock | null | undefined;
  optionsLink: { href: string; label: string } | null | undefined;
  onAddToCart: (() => void) | undefined;
  cartState: ProductCardCartState;
  addToCartDisabled: boolean;
  labels: Pick<ProductCardLabels, 'addToCart' | 'adding' | 'stock'>;
}

/**
 * The {@link ProductCard}'s stock and cart action: a link to the product page for a product that
 * needs choices first, else the add-to-cart button (shown with `onAddToCart`), which says when it
 * is adding and then ignores clicks; disabled, it is described by the stock status too.
 */
export function ProductCardPurchase({
  layout,
  titleId,
  stock,
  optionsLink,
  onAddToCart,
  cartState,
  addToCartDisabled,
  labels,
}: ProductCardPurchaseProps) {
  const stockId = useId();
  const adding = cartState === 'adding';

  function handleAddToCart(event: MouseEvent<HTMLButtonElement>) {
    if (adding) {
      event.preventDefault();
      return;
    }
    onAddToCart?.();
  }

  return (
    <>
      {stock ? (
        <StockStatus
          // Named only where it describes the disabled button.
          id={addToCartDisabled ? stockId : undefined}
          className="ap-product-card__stock"
          status={stock.status}
          onlyLeft={stock.onlyLeft}
          labels={labels.stock}
        />
      ) : null}
      {optionsLink ? (
        <Link
          className={joinClassNames(
            'ap-product-card__add',
            'ap-product-card__options',
            'ap-button',
            'ap-button--secondary',
            'ap-button--sm',
            layout === 'grid' && 'ap-button--full-width',
          )}
          href={optionsLink.href}
          aria-describedby={titleId}
        >
          {optionsLink.label}
        </Link>
      ) : onAddToCart ? (
        <Button
          className="ap-product-card__add"
          size="sm"
          fullWidth={layout === 'grid'}
          aria-describedby={addToCartDisabled && stock ? `${titleId} ${stockId}` : titleId}
          aria-disabled={adding || undefined}
          disabled={addToCartDisabled}
          data-state={cartState}
          onClick={handleAddToCart}
        >
          <Icon name="cart" size={18} />
          {adding ? labels.adding : labels.addToCart}
        </Button>
      ) : null}
    </>
  );
}

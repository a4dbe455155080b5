import { formatPrice, type CheckoutCart } from '@agri-parts/sdk';
import { Button, OrderTotals, PartNumber } from '@agri-parts/ui';

import { CartCouponForm } from '../cart/CartCouponForm';
import { cartLinePartNumber } from '../cart/cartSidebarView';
import { translate } from '../i18n/translate';
import { partNumberLabels } from '../listing/partNumberLabels';
import { checkoutSummaryRows } from './orderStepView';

/** Props of {@link OrderStepSummary}. */
export interface OrderStepSummaryProps {
  checkout: CheckoutCart;
  /** Whether amounts show with VAT (the shopper's tax display). */
  showIncludingTax: boolean;
  onApplyCoupon: (code: string) => Promise<unknown>;
  onRemoveCoupon: () => Promise<unknown>;
  /** Whether the order is being placed. */
  placing: boolean;
  /** Why placing the order failed, in Norwegian; `null` when it did not. */
  placeError: string | null;
  onPlaceOrder: () => void;
}

/**
 * The order summary beside the steps: the lines, the coupon code, the sums in the shopper's tax
 * display, and the button that places the order (busy while it does, with why it failed above).
 */
export function OrderStepSummary({
  checkout,
  showIncludingTax,
  onApplyCoupon,
  onRemoveCoupon,
  placing,
  placeError,
  onPlaceOrder,
}: OrderStepSummaryProps) {
  return (
    <aside className="checkout-order__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{translate('checkout.summary.title')}</h2>
      <ul className="checkout-summary__lines">
        {checkout.cart.items.map((line) => {
          const total = showIncludingTax ? line.prices.rowTotalIncludingTax : line.prices.rowTotal;
          return (
            <li key={line.uid}>
              <span>
                {line.quantity} × {line.product.name ?? line.product.sku}{' '}
                <PartNumber as="span" {...cartLinePartNumber(line)} labels={partNumberLabels} />
              </span>
              <span>{total === null ? '' : formatPrice(total)}</span>
            </li>
          );
        })}
      </ul>
      <CartCouponForm
        appliedCode={checkout.cart.appliedCoupons[0] ?? null}
        onApply={onApplyCoupon}
        onRemove={onRemoveCoupon}
      />
      <OrderTotals rows={checkoutSummaryRows(checkout.totals, { showIncludingTax })} />
      {placeError ? (
        <p role="alert" className="checkout-order__error">
          {placeError}
        </p>
      ) : null}
      <Button
        type="button"
        className="checkout-order__place"
        aria-busy={placing}
        aria-disabled={placing}
        onClick={onPlaceOrder}
      >
        {placing ? translate('checkout.placing') : translate('checkout.placeOrder')}
      </Button>
    </aside>
  );
}

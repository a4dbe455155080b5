import { type CheckoutCart } from '@agri-parts/sdk';
import { OrderTotals } from '@agri-parts/ui';

import { CartCouponForm } from '../cart/CartCouponForm';
import { CartLines, type CartLineActions } from '../cart/CartLines';
import { translate } from '../i18n/translate';
import { checkoutSummaryRows } from './orderStepView';

/** Props of {@link OrderStepSummary}. */
export interface OrderStepSummaryProps {
  checkout: CheckoutCart;
  /** Whether amounts show with VAT (the shopper's tax display). */
  showIncludingTax: boolean;
  /** The cart services a line's quantity and removal go through (`sdk.cart`). */
  lineActions: CartLineActions;
  /** What is wrong with a line (stock), in Norwegian, by the line's uid: marked beside it. */
  lineProblems?: Readonly<Record<string, string>>;
  onApplyCoupon: (code: string) => Promise<unknown>;
  onRemoveCoupon: () => Promise<unknown>;
}

/**
 * The order summary beside the steps: the lines as the cart sidebar shows them (picture, name,
 * part number, chosen options, quantity and line total) with their quantity and removal through
 * the same cart services, the coupon code, and the sums in the shopper's tax display up to the
 * VAT — the grand total is the place-order bar's, right under it (`PlaceOrderBar`).
 */
export function OrderStepSummary({
  checkout,
  showIncludingTax,
  lineActions,
  lineProblems,
  onApplyCoupon,
  onRemoveCoupon,
}: OrderStepSummaryProps) {
  const rows = checkoutSummaryRows(checkout.totals, { showIncludingTax }).filter(
    (row) => row.kind !== 'total',
  );
  return (
    <aside className="checkout-order__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{translate('checkout.summary.title')}</h2>
      <CartLines
        cart={lineActions}
        loaded={checkout.cart}
        live
        display={{ showIncludingTax }}
        problems={lineProblems}
      />
      <CartCouponForm
        appliedCode={checkout.cart.appliedCoupons[0] ?? null}
        cart={checkout.cart}
        showIncludingTax={showIncludingTax}
        onApply={onApplyCoupon}
        onRemove={onRemoveCoupon}
      />
      <OrderTotals rows={rows} />
    </aside>
  );
}

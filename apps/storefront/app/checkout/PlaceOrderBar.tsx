import { formatPrice } from '@agri-parts/sdk';
import { Button, TotalBar } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/** Props of {@link PlaceOrderBar}. */
export interface PlaceOrderBarProps {
  /** What the order costs, VAT included; `null` while unknown. */
  grandTotal: number | null;
  /** Whether the order is being placed. */
  placing: boolean;
  /** Why placing the order failed, in Norwegian; `null` when it did not. */
  placeError: string | null;
  onPlaceOrder: () => void;
}

/**
 * The order's total beside "Fullfør bestillingen" (busy while the order is being placed; pressing
 * again does nothing), with why placing failed above them: under the summary on a wide screen, a
 * bar at the bottom of a phone's screen (sticky, the page leaves room for it under a focused
 * field; see `checkout.css`). The one place the total, the button and the refusal are shown.
 */
export function PlaceOrderBar({
  grandTotal,
  placing,
  placeError,
  onPlaceOrder,
}: PlaceOrderBarProps) {
  return (
    <TotalBar
      sticky
      className="checkout-order__bar"
      label={translate('cart.grandTotal')}
      total={grandTotal === null ? '' : formatPrice(grandTotal)}
      message={
        placeError ? (
          <p role="alert" className="checkout-order__error">
            {placeError}
          </p>
        ) : null
      }
      action={
        <Button
          type="button"
          size="lg"
          className="checkout-order__place"
          aria-busy={placing}
          aria-disabled={placing}
          onClick={onPlaceOrder}
        >
          {placing ? translate('checkout.placing') : translate('checkout.placeOrder')}
        </Button>
      }
    />
  );
}

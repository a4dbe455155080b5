import { useCart, useTaxDisplay, type UseCartResult } from '@agri-parts/react-hooks';
import { Button, CartSummary, FormError, FreeShippingProgress } from '@agri-parts/ui';
import type { Cart } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { CartCouponForm } from './CartCouponForm';
import { CartLines } from './CartLines';
import { freeShippingView, cartTotalsRows, type CartAmountsDisplay } from './cartSidebarView';
import { ContactToOrder } from './ContactToOrder';
import { sameDayNotes } from './sameDayNotes';
import { useCanBuyOnline } from './useCanBuyOnline';

/** Where the cart's checkout link leads. */
export const checkoutHref = '/checkout';

/** Props of {@link CartContents}. */
export interface CartContentsProps {
  /** The clock the same-day note follows. */
  now: () => Date;
  /**
   * The cart the server loaded (the `/cart` page), shown until the browser's own has loaded:
   * the page reads before its script runs, and hydrates to the same markup.
   */
  rendered?: Cart | null;
  /**
   * Whether the grand total and the link to the checkout are left to a footer (the sidebar's
   * `CartCheckoutBar`, in view however long the cart) instead of ending the summary.
   */
  totalInFooter?: boolean;
}

/**
 * The cart as the sidebar and the `/cart` page show it: while it loads a status line; when the
 * load failed an alert with a retry; an empty cart says so; otherwise the lines, the coupon
 * code, the free-shipping indicator, the sums, the same-day note while it holds and the link to
 * the checkout — or, for a shopper who may not buy online, the shop's phone instead.
 */
export function CartContents({ now, rendered = null, totalInFooter = false }: CartContentsProps) {
  const cart = useCart();
  const { showIncludingTax } = useTaxDisplay();

  // A load that failed inside another action (an add when the API was down) leaves no cart:
  // without this the cart would say "loading" for good.
  if (cart.status === 'error' && (cart.error?.action === 'load' || !cart.cart)) {
    return (
      <div>
        <FormError messages={[translate('cart.loadFailed')]} />
        <Button
          variant="secondary"
          onClick={() => void cart.load({ create: false }).catch(() => undefined)}
        >
          {translate('cart.retry')}
        </Button>
      </div>
    );
  }
  // Until the browser's cart is there, the server's (read only: its lines wait for the load).
  const live = cart.cart !== null || cart.status === 'ready';
  const shown = live ? cart.cart : rendered;
  // A visitor who never added anything has no cart at all: `ready` without one.
  if (!shown && !live) {
    return <p role="status">{translate('cart.loading')}</p>;
  }
  if (!shown || shown.items.length === 0) {
    return <p role="status">{translate('cart.empty')}</p>;
  }
  return (
    <FilledCart
      cart={cart}
      loaded={shown}
      live={live}
      display={{ showIncludingTax }}
      now={now}
      totalInFooter={totalInFooter}
    />
  );
}

function FilledCart({
  cart,
  loaded,
  live,
  display,
  now,
  totalInFooter,
}: {
  cart: UseCartResult;
  loaded: Cart;
  /** Whether `loaded` is the browser's cart, which can be changed. */
  live: boolean;
  display: CartAmountsDisplay;
  now: () => Date;
  totalInFooter: boolean;
}) {
  const canBuy = useCanBuyOnline();
  const shipping = freeShippingView(loaded, display);
  return (
    <div className="cart-contents">
      <CartLines cart={cart} loaded={loaded} live={live} display={display} />
      <div className="cart-contents__summary">
        {canBuy ? null : <ContactToOrder announce />}
        <CartSummary
          label={translate('cart.summary')}
          coupon={
            <CartCouponForm
              appliedCode={loaded.appliedCoupons[0] ?? null}
              cart={loaded}
              showIncludingTax={display.showIncludingTax}
              onApply={(code) => cart.applyCoupon(code)}
              onRemove={() => cart.removeCoupon()}
            />
          }
          freeShipping={
            <FreeShippingProgress
              progress={shipping.progress}
              reached={shipping.reached}
              message={shipping.message}
            />
          }
          rows={cartTotalsRows(loaded, display).filter(
            (row) => !(totalInFooter && row.kind === 'total'),
          )}
          notes={sameDayNotes(loaded, now())}
          checkout={
            canBuy && !totalInFooter
              ? { href: checkoutHref, label: translate('cart.checkout') }
              : null
          }
        />
      </div>
    </div>
  );
}

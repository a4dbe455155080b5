import type { Cart } from '@agri-parts/sdk';
import { CouponForm } from '@agri-parts/ui';
import { useState } from 'react';

import { translate } from '../i18n/translate';
import { couponErrorMessage } from './cartSidebarMessages';

const couponLabels = {
  code: translate('cart.couponCode'),
  apply: translate('cart.couponApply'),
  applied: (code: string) => translate('cart.couponApplied', { code }),
  remove: (code: string) => translate('cart.couponRemove', { code }),
};

/** Props of {@link CartCouponForm}. */
export interface CartCouponFormProps {
  /** The code on the cart, else `null`. */
  appliedCode: string | null;
  /** The cart as shown: a refusal for its minimum says what the cart still lacks. */
  cart: Pick<Cart, 'prices'>;
  /** Whether the cart's amounts show with VAT (a minimum is said the same way). */
  showIncludingTax: boolean;
  /** Applies a code (`sdk.cart.applyCoupon`). */
  onApply: (code: string) => Promise<unknown>;
  /** Removes the applied code (`sdk.cart.removeCoupon`). */
  onRemove: () => Promise<unknown>;
}

/**
 * The cart's coupon code, in the cart sidebar and the checkout summary: busy while the cart
 * changes, and a refused code said in Norwegian under the field until the next try — why it was
 * refused, and for a minimum not reached, how much the cart still lacks.
 */
export function CartCouponForm({
  appliedCode,
  cart,
  showIncludingTax,
  onApply,
  onRemove,
}: CartCouponFormProps) {
  const [coupon, setCoupon] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  async function changeCoupon(action: () => Promise<unknown>) {
    setCoupon({ busy: true, error: null });
    try {
      await action();
      setCoupon({ busy: false, error: null });
    } catch (error) {
      setCoupon({ busy: false, error: couponErrorMessage(error, cart, { showIncludingTax }) });
    }
  }

  return (
    <CouponForm
      appliedCode={appliedCode}
      busy={coupon.busy}
      error={coupon.error}
      onApply={(code) => void changeCoupon(() => onApply(code))}
      onRemove={() => void changeCoupon(onRemove)}
      labels={couponLabels}
    />
  );
}

import { CouponForm } from '@agri-parts/ui';
import { useState } from 'react';

import { translate } from '../i18n/translate';
import { cartErrorMessage } from './cartSidebarMessages';

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
  /** Applies a code (`sdk.cart.applyCoupon`). */
  onApply: (code: string) => Promise<unknown>;
  /** Removes the applied code (`sdk.cart.removeCoupon`). */
  onRemove: () => Promise<unknown>;
}

/**
 * The cart's coupon code, in the cart sidebar and the checkout summary: busy while the cart
 * changes, and a refused code said in Norwegian under the field until the next try.
 */
export function CartCouponForm({ appliedCode, onApply, onRemove }: CartCouponFormProps) {
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
      setCoupon({ busy: false, error: cartErrorMessage(error) });
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

import { useNotifications, useSdk } from '@agri-parts/react-hooks';
import {
  isUnansweredError,
  refusalOf,
  type AddToCartOptions,
  type CartProduct,
  type Refusal,
} from '@agri-parts/sdk';
import { useCallback, useRef, useState } from 'react';

import { translate } from '../i18n/translate';

/** What {@link useAddToCart} returns. */
export interface AddToCart {
  /**
   * Adds the product (spec §4, §5): 'Produktet er lagt i handlekurven' as a success notice, or the
   * reason in Norwegian as a danger notice. Resolves with whether it was added; never throws. A
   * call while the previous one runs does nothing (and resolves `false`). `showsRefusal` lets the
   * page say a refusal where it belongs (a custom option's error at its field): when it returns
   * `true` for the refusal, no notice is shown.
   */
  add(
    product: CartProduct,
    options: AddToCartOptions,
    showsRefusal?: (refusal: Refusal) => boolean,
  ): Promise<boolean>;
  /** While an add is running. */
  adding: boolean;
}

/**
 * Add to cart for the product page and the product cards, through `sdk.cart` (which creates a
 * cart first when there is none and updates the header's badge). The cart is not loaded on mount
 * here — a page of cards would otherwise ask once per card; the header does that.
 */
export function useAddToCart(): AddToCart {
  const { cart } = useSdk();
  const { add: notify } = useNotifications();
  const [adding, setAdding] = useState(false);
  const running = useRef(false);

  const add = useCallback(
    async (
      product: CartProduct,
      options: AddToCartOptions,
      showsRefusal?: (refusal: Refusal) => boolean,
    ) => {
      if (running.current) return false;
      running.current = true;
      setAdding(true);
      try {
        await cart.add(product, options);
        notify({ type: 'success', message: translate('cart.productAdded') });
        return true;
      } catch (error) {
        // The SDK has logged it and kept it as the cart's error. Without an answer the API may
        // have added it all the same: the cart is loaded again, so the badge shows what it holds
        // (a retry is a second add, which the shopper then sees).
        if (isUnansweredError(error)) void cart.load({ create: false }).catch(() => undefined);
        const refusal = refusalOf(error);
        if (refusal && showsRefusal?.(refusal)) return false;
        // The texts of the refusals load with the first one, not with every page of cards.
        const { addToCartErrorMessage } = await import('./addToCartFeedback');
        notify({
          type: 'danger',
          title: translate('cart.addFailedTitle'),
          message: addToCartErrorMessage(error),
        });
        return false;
      } finally {
        running.current = false;
        setAdding(false);
      }
    },
    [cart, notify],
  );

  return { add, adding };
}

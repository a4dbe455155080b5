import { useSdk } from '@agri-parts/react-hooks';
import type { CheckoutCart } from '@agri-parts/sdk';
import { useState } from 'react';

/**
 * The delivery instructions field over `sdk.checkout`: the text as typed (`typed`, `null` until
 * the shopper types), else as the cart holds it; leaving the field saves it on the cart's
 * shipping address. Without a shipping address yet the text waits, and goes with the address
 * when one is chosen (and with the order, `placeOrderSequence`).
 */
export function useDeliveryNotes(
  checkout: CheckoutCart | null,
  run: (action: () => Promise<unknown>) => unknown,
) {
  const sdk = useSdk();
  const [typed, setTyped] = useState<string | null>(null);
  return {
    typed,
    value: typed ?? checkout?.shippingAddress?.customerNotes ?? '',
    onChange: setTyped,
    onSave: () => {
      if (typed === null || !checkout?.shippingAddress) return;
      run(() => sdk.checkout.setDeliveryInstructions(typed));
    },
  };
}

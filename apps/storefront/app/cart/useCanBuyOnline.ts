import { useSession } from '@agri-parts/react-hooks';
import { canBuyOnline } from '@agri-parts/sdk';

/**
 * Whether the shopper may buy in the web shop ({@link canBuyOnline}: not a customer whose account
 * says `hide_cart_button`). Every add-to-cart button, the cart and the checkout ask it.
 */
export function useCanBuyOnline(): boolean {
  return canBuyOnline(useSession().customer);
}

import { Link, Sidebar } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { CartCheckoutBar } from './CartCheckoutBar';
import { CartContents } from './CartContents';

export { checkoutHref } from './CartContents';

/** Where the full cart page is (`/cart`). */
export const cartPageHref = '/cart';

/** Props of {@link CartSidebar}. */
export interface CartSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The clock the same-day note follows; the current time by default (tests pass their own). */
  now?: () => Date;
}

/**
 * The cart in a sidebar from the right (spec §2, issue 7): {@link CartContents} — the lines
 * (picture, name linked to the product, options, prices with or without VAT as the shopper
 * chose, a quantity from 1, remove), the coupon code, the free-shipping indicator, the sums and the
 * same-day note — under a link to the full cart page — and, in a footer that stays in view on a
 * phone too, the grand total and the link to the checkout ({@link CartCheckoutBar}). A refused change
 * is shown in Norwegian at the line or the code; the line keeps its quantity.
 */
export function CartSidebar({ open, onOpenChange, now = () => new Date() }: CartSidebarProps) {
  return (
    <Sidebar
      side="right"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('cart.title')}
      labels={{ close: translate('cart.close') }}
      footer={<CartCheckoutBar />}
    >
      <p className="cart-sidebar__page-link">
        <Link href={cartPageHref}>{translate('cart.viewCart')}</Link>
      </p>
      <CartContents now={now} totalInFooter />
    </Sidebar>
  );
}

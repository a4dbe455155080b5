import type { Cart } from '@agri-parts/sdk';
import { Link, ReorderResult, type ReorderResultProps } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { CartContents } from './CartContents';

/** Props of {@link CartPage}. */
export interface CartPageProps {
  /** The cart the server loaded, shown until the browser's has loaded. */
  rendered: Cart | null;
  /** The clock the same-day note follows; the current time by default (tests pass their own). */
  now?: () => Date;
  /** Why the shopper is here (the checkout had nothing to order, `cartPageNotice`); else none. */
  notice?: string | null;
  /** What a "Bestill på nytt" just did (`reorderNotice`): shown and announced above the lines. */
  reorder?: Pick<ReorderResultProps, 'title' | 'missedTitle' | 'missed'> | null;
}

/**
 * The full cart page (`/cart`): a heading, then the same contents as the cart sidebar
 * ({@link CartContents}) laid out in two columns on wide screens — the lines, and beside them
 * the coupon, free-shipping indicator, sums and the link to the checkout — and a way back to
 * the shop; above them a `notice` when the checkout sent the shopper back. It reads without its
 * script: the server's cart is rendered first.
 */
export function CartPage({
  rendered,
  now = () => new Date(),
  notice = null,
  reorder = null,
}: CartPageProps) {
  return (
    <div className="cart-page">
      <header className="cart-page__header">
        <h1>{translate('cart.title')}</h1>
        {notice ? (
          <p role="status" className="cart-page__notice">
            {notice}
          </p>
        ) : null}
        <p>{translate('cart.pageIntro')}</p>
        {reorder ? <ReorderResult className="cart-page__reorder" {...reorder} /> : null}
      </header>
      <CartContents now={now} rendered={rendered} />
      <p className="cart-page__continue">
        <Link href="/">{translate('cart.continueShopping')}</Link>
      </p>
    </div>
  );
}

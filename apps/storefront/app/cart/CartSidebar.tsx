import { useCart, useTaxDisplay, type UseCartResult } from '@agri-parts/react-hooks';
import {
  Button,
  CartLine,
  CartLineList,
  CartSummary,
  FormError,
  FreeShippingProgress,
  Sidebar,
  type ProductInfoNote,
} from '@agri-parts/ui';
import { sameDayDispatchOpen, shopConstants, type Cart } from '@agri-parts/sdk';
import { useState } from 'react';

import { translate } from '../i18n/translate';
import { partNumberLabels } from '../listing/partNumberLabels';
import { CartCouponForm } from './CartCouponForm';
import { cartErrorMessage } from './cartSidebarMessages';
import {
  cartSidebarLine,
  cartTotalsRows,
  freeShippingView,
  type CartAmountsDisplay,
} from './cartSidebarView';

/** Where the cart's checkout link leads. */
export const checkoutHref = '/checkout';

const lineLabels = {
  quantity: translate('cart.quantity'),
  decrease: translate('cart.decrease'),
  increase: translate('cart.increase'),
  remove: (product: string) => translate('cart.remove', { product }),
  price: translate('cart.unitPrice'),
  rowTotal: translate('cart.rowTotal'),
  discount: translate('cart.lineDiscount'),
  partNumber: partNumberLabels,
};

/** Props of {@link CartSidebar}. */
export interface CartSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The clock the same-day note follows; the current time by default (tests pass their own). */
  now?: () => Date;
}

/**
 * The cart in a sidebar from the right (spec §2, issue 7): while it loads a status line; when
 * the load failed an alert with a retry; an empty cart says so; otherwise the lines (picture,
 * name linked to the product, options, prices with or without VAT as the shopper chose, a
 * quantity from 1, remove), the coupon code, the free-shipping indicator, the sums, the same-day
 * note while it holds and the link to the checkout. A refused change (a quantity stock cannot
 * cover, an unknown coupon) is shown in Norwegian at the line or the code; the line keeps its
 * quantity.
 */
export function CartSidebar({ open, onOpenChange, now = () => new Date() }: CartSidebarProps) {
  return (
    <Sidebar
      side="right"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('cart.title')}
      labels={{ close: translate('cart.close') }}
    >
      <CartSidebarContent now={now} />
    </Sidebar>
  );
}

function CartSidebarContent({ now }: { now: () => Date }) {
  const cart = useCart();
  const { showIncludingTax } = useTaxDisplay();

  // A load that failed inside another action (an add when the API was down) leaves no cart:
  // without this the sidebar would say "loading" for good.
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
  // A visitor who never added anything has no cart at all: `ready` without one.
  if (!cart.cart && cart.status !== 'ready') {
    return <p role="status">{translate('cart.loading')}</p>;
  }
  if (!cart.cart || cart.cart.items.length === 0) {
    return <p role="status">{translate('cart.empty')}</p>;
  }
  return (
    <FilledCart cart={cart} loaded={cart.cart} showIncludingTax={showIncludingTax} now={now} />
  );
}

/** `record` without `key`. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** The same-day note, while it holds at `now` and every line can leave today. */
function sameDayNotes(cart: Cart, now: Date): ProductInfoNote[] {
  return sameDayDispatchOpen(now) && cart.items.every((line) => line.isAvailable)
    ? [
        {
          id: 'same-day-dispatch',
          icon: 'clock',
          text: translate('cart.sameDayDispatch', {
            time: shopConstants.sameDayDispatchCutoff.label,
          }),
        },
      ]
    : [];
}

function FilledCart({
  cart,
  loaded,
  showIncludingTax,
  now,
}: {
  cart: UseCartResult;
  /** The loaded cart (`cart.cart`). */
  loaded: Cart;
  showIncludingTax: boolean;
  now: () => Date;
}) {
  const display = { showIncludingTax };
  const shipping = freeShippingView(loaded);

  return (
    <>
      <FilledCartLines cart={cart} loaded={loaded} display={display} />
      <CartSummary
        label={translate('cart.summary')}
        coupon={
          <CartCouponForm
            appliedCode={loaded.appliedCoupons[0] ?? null}
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
        rows={cartTotalsRows(loaded, display)}
        notes={sameDayNotes(loaded, now())}
        checkout={{ href: checkoutHref, label: translate('cart.checkout') }}
      />
    </>
  );
}

/** The cart's lines, each showing the quantity asked for while it changes and why a change was refused. */
function FilledCartLines({
  cart,
  loaded,
  display,
}: {
  cart: UseCartResult;
  loaded: Cart;
  display: CartAmountsDisplay;
}) {
  // The lines being changed, each with the quantity asked for (null for a removal), until the
  // API answers.
  const [pending, setPending] = useState<Record<string, number | null>>({});
  // Why a change of a line was refused, until the next change of that line.
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  async function changeLine(uid: string, quantity: number | null, run: () => Promise<unknown>) {
    setPending((changing) => ({ ...changing, [uid]: quantity }));
    setLineErrors((errors) => without(errors, uid));
    try {
      await run();
    } catch (error) {
      setLineErrors((errors) => ({ ...errors, [uid]: cartErrorMessage(error) }));
    } finally {
      setPending((changing) => without(changing, uid));
    }
  }

  return (
    <CartLineList aria-label={translate('cart.linesLabel')}>
      {loaded.items.map((line) => {
        const item = cartSidebarLine(line, display);
        const busy = line.uid in pending;
        const asked = pending[line.uid];
        return (
          <li key={line.uid}>
            <CartLine
              item={{
                ...item,
                quantity: typeof asked === 'number' ? asked : item.quantity,
                message: lineErrors[line.uid] ?? item.message,
              }}
              busy={busy}
              labels={lineLabels}
              onQuantityChange={(quantity) =>
                void changeLine(line.uid, quantity, () => cart.updateQuantity(line.uid, quantity))
              }
              onRemove={() => void changeLine(line.uid, null, () => cart.remove(line.uid))}
            />
          </li>
        );
      })}
    </CartLineList>
  );
}

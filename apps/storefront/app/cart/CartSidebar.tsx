import { useCart, useTaxDisplay, type UseCartResult } from '@agri-parts/react-hooks';
import {
  Button,
  CartLine,
  CartLineList,
  CartSummary,
  CouponForm,
  FormError,
  FreeShippingProgress,
  Sidebar,
  type ProductInfoNote,
} from '@agri-parts/ui';
import { sameDayDispatchOpen, shopConstants, type Cart } from '@agri-parts/sdk';
import { useState } from 'react';

import { translate } from '../i18n/translate';
import { partNumberLabels } from '../listing/partNumberLabels';
import { cartErrorMessage } from './cartSidebarMessages';
import { cartSidebarLine, cartTotalsRows, freeShippingView } from './cartSidebarView';

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

const couponLabels = {
  code: translate('cart.couponCode'),
  apply: translate('cart.couponApply'),
  applied: (code: string) => translate('cart.couponApplied', { code }),
  remove: (code: string) => translate('cart.couponRemove', { code }),
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
  // The lines being changed, each with the quantity asked for (null for a removal), until the
  // API answers.
  const [pending, setPending] = useState<Record<string, number | null>>({});
  // Why a change of a line was refused, until the next change of that line.
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [coupon, setCoupon] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

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

  async function changeCoupon(run: () => Promise<unknown>) {
    setCoupon({ busy: true, error: null });
    try {
      await run();
      setCoupon({ busy: false, error: null });
    } catch (error) {
      setCoupon({ busy: false, error: cartErrorMessage(error) });
    }
  }

  const shipping = freeShippingView(loaded);
  const notes: ProductInfoNote[] =
    sameDayDispatchOpen(now()) && loaded.items.every((line) => line.isAvailable)
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
  const appliedCode = loaded.appliedCoupons[0] ?? null;

  return (
    <>
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
      <CartSummary
        label={translate('cart.summary')}
        coupon={
          <CouponForm
            appliedCode={appliedCode}
            busy={coupon.busy}
            error={coupon.error}
            onApply={(code) => void changeCoupon(() => cart.applyCoupon(code))}
            onRemove={() => void changeCoupon(() => cart.removeCoupon())}
            labels={couponLabels}
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
        notes={notes}
        checkout={{ href: checkoutHref, label: translate('cart.checkout') }}
      />
    </>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { OrderTotals, type OrderTotalsRow } from '../OrderTotals/OrderTotals';
import { ProductInfoNotes, type ProductInfoNote } from '../ProductInfoNotes/ProductInfoNotes';

/** Props of {@link CartSummary}: a `<section>`'s props plus its parts. */
export interface CartSummaryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Names the section for assistive technology (for example `'Sammendrag'`). */
  label: string;
  /** The coupon code ({@link CouponForm}), first. */
  coupon?: ReactNode;
  /** The free-shipping indicator ({@link FreeShippingProgress}), above the sums. */
  freeShipping?: ReactNode;
  /** The cart's sums, already formatted and translated. */
  rows: readonly OrderTotalsRow[];
  /** Delivery notes under the sums (for example same-day dispatch before 14:00). */
  notes?: readonly ProductInfoNote[];
  /**
   * The way on to the checkout, a full-width primary link; left out (`null`) when the shopper
   * may not go there (the app then says why).
   */
  checkout?: { href: string; label: string } | null;
}

/**
 * The lower part of the cart: the coupon code, the free-shipping indicator, the sums (subtotal,
 * discounts, VAT, grand total), delivery notes and the link to the checkout — stacked in that
 * order. The parts come from the app; the component lays them out.
 *
 * @example
 * ```tsx
 * <CartSummary label="Sammendrag" coupon={<CouponForm … />} rows={rows} checkout={{ href: '/checkout', label: 'Gå til kassen' }} />
 * ```
 */
export function CartSummary({
  label,
  coupon,
  freeShipping,
  rows,
  notes = [],
  checkout,
  className,
  ...sectionProps
}: CartSummaryProps) {
  return (
    <section
      aria-label={label}
      {...sectionProps}
      className={joinClassNames('ap-cart-summary', className)}
    >
      {coupon}
      {freeShipping}
      <OrderTotals rows={rows} />
      <ProductInfoNotes notes={notes} />
      {checkout ? (
        <Link
          href={checkout.href}
          className="ap-button ap-button--primary ap-button--lg ap-button--full-width ap-cart-summary__checkout"
        >
          {checkout.label}
        </Link>
      ) : null}
    </section>
  );
}

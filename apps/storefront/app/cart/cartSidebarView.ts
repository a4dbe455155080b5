import {
  cartFreeShipping,
  cartLineRefusal,
  discountTaxShare,
  formatPrice,
  type Cart,
  type CartLine,
  type FreeShippingStatus,
} from '@agri-parts/sdk';
import type { CartLineItem, OrderTotalsRow } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { cartRefusalText } from './cartSidebarMessages';

/** How the cart shows its amounts: with VAT or without (the header's switch). */
export interface CartAmountsDisplay {
  showIncludingTax: boolean;
}

/** An amount off, as the cart shows it (`-249,–`). */
const formatDiscount = (amount: number) => `-${formatPrice(Math.abs(amount))}`;

/**
 * The problem of a line to show under it: stock no longer covering it (by `cartLineRefusal`),
 * else its first error as the API wrote it.
 */
function lineMessage(line: CartLine): string | null {
  const refusal = cartLineRefusal(line);
  if (refusal) return cartRefusalText(refusal) ?? translate('cart.errorNotAvailable');
  const error = line.errors.find((entry) => entry.message.trim() !== '');
  return error ? error.message.trim() : null;
}

/**
 * A cart line as the sidebar shows it ({@link CartLineItem}): the chosen variant's picture (else
 * the product's), the name linked to the product page, the part number (the chosen variant's,
 * else the product's) with the product's first original number, the chosen options, the unit price and
 * row total with or without VAT as the shopper chose, the line's discount (sent with VAT; shown
 * without it in the same proportion as the row) and its problem in Norwegian. Pure.
 */
export function cartSidebarLine(line: CartLine, display: CartAmountsDisplay): CartLineItem {
  const { prices } = line;
  const name = line.product.name ?? line.configuredVariant?.name ?? line.product.sku;
  const thumbnail = line.configuredVariant?.thumbnail ?? line.product.thumbnail;
  const price = display.showIncludingTax
    ? (prices.priceIncludingTax ?? prices.price)
    : (prices.price ?? prices.priceIncludingTax);
  const rowTotal = display.showIncludingTax
    ? (prices.rowTotalIncludingTax ?? prices.rowTotal)
    : (prices.rowTotal ?? prices.rowTotalIncludingTax);
  const discount =
    prices.totalItemDiscount *
    discountTaxShare(
      { excludingTax: prices.rowTotal, includingTax: prices.rowTotalIncludingTax },
      display,
    );
  return {
    id: line.uid,
    name,
    href: line.product.url,
    partNumber: cartLinePartNumber(line),
    image: thumbnail ? { src: thumbnail.url, alt: thumbnail.label || name } : null,
    options: line.options,
    quantity: line.quantity,
    price: price === null ? '' : formatPrice(price),
    rowTotal: rowTotal === null ? '' : formatPrice(rowTotal),
    discount: Math.abs(discount) >= 0.005 ? formatDiscount(discount) : null,
    message: lineMessage(line),
  };
}

/**
 * The part numbers of a cart line: the chosen variant's SKU (the part actually bought), else the
 * product's, with the product's first original (OEM) number. Pure.
 */
export function cartLinePartNumber(line: CartLine): { sku: string; originalNumber: string | null } {
  return {
    sku: line.configuredVariant?.sku ?? line.product.sku,
    originalNumber: line.product.originalNumber,
  };
}

/**
 * The cart's sums as the sidebar lists them: the subtotal with or without VAT as the shopper
 * chose, each discount (sent with VAT; without it in the subtotal's proportion), the VAT — "of
 * which" when the amounts include it, added otherwise — and the grand total, which always
 * includes VAT. Rows without an amount are left out. Pure.
 */
export function cartTotalsRows(cart: Cart, display: CartAmountsDisplay): OrderTotalsRow[] {
  const { prices } = cart;
  const taxLabel = translate(display.showIncludingTax ? 'tax.inclVat' : 'tax.exclVat');
  const subtotal = display.showIncludingTax
    ? prices.subtotalIncludingTax
    : prices.subtotalExcludingTax;
  const share = discountTaxShare(
    { excludingTax: prices.subtotalExcludingTax, includingTax: prices.subtotalIncludingTax },
    display,
  );
  const rows: OrderTotalsRow[] = [];
  if (subtotal !== null) {
    rows.push({
      label: translate('cart.subtotal', { tax: taxLabel }),
      value: formatPrice(subtotal),
    });
  }
  for (const discount of prices.discounts) {
    rows.push({
      label: discount.label
        ? translate('cart.discountLabelled', { label: discount.label })
        : translate('cart.discount'),
      value: formatDiscount(discount.amount * share),
      kind: 'discount',
    });
  }
  for (const tax of prices.appliedTaxes) {
    const label = tax.label || translate('cart.tax');
    rows.push({
      label: display.showIncludingTax ? translate('cart.taxIncluded', { label }) : label,
      value: formatPrice(tax.amount),
    });
  }
  if (prices.grandTotal !== null) {
    rows.push({
      label: translate('cart.grandTotal'),
      value: formatPrice(prices.grandTotal),
      kind: 'total',
    });
  }
  return rows;
}

/** The free-shipping indicator's state and text. */
export interface FreeShippingView extends FreeShippingStatus {
  message: string;
}

/**
 * The free-shipping indicator of a cart: how far its goods are from the threshold
 * (`cartFreeShipping`), the remainder in the same tax display as the totals beside it ('1 500,–
 * igjen til fri frakt', '1 200,– eks. mva igjen til fri frakt' / 'Du har fri frakt'). Pure.
 */
export function freeShippingView(
  cart: Pick<Cart, 'prices'>,
  display: CartAmountsDisplay,
): FreeShippingView {
  const status = cartFreeShipping(cart, display);
  const amount = formatPrice(status.remaining);
  return {
    ...status,
    message: status.reached
      ? translate('cart.freeShippingReached')
      : display.showIncludingTax
        ? translate('cart.freeShippingRemaining', { amount })
        : translate('cart.freeShippingRemainingExclVat', { amount }),
  };
}

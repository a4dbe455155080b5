import {
  bundleOptionsInput,
  canAddToCart,
  chooseBundleOption,
  defaultBundleSelection,
  defaultGroupedQuantities,
  groupedItemsInput,
  missingBundleOption,
  type AddToCartOptions,
  type BundleSelection,
  type CartProduct,
  type GroupedQuantities,
  type ProductType,
} from '@agri-parts/sdk';
import { Button, Price, ProductInfoNotes, QuantitySelector, StockStatus } from '@agri-parts/ui';
import { useId, useRef, useState } from 'react';

import { addToCartRefusalMessage, type MissingChoice } from '../cart/addToCartFeedback';
import { useAddToCart } from '../cart/useAddToCart';
import { translate } from '../i18n/translate';
import { usePriceFormatter } from '../price/PriceDisplay';
import type {
  BundleItemView,
  GroupedItemView,
  ProductOptionView,
  ProductVariantView,
} from './loadProductPage.server';
import { bundleOptionName, ProductBundleOptions } from './ProductBundleOptions';
import { ProductGroupedItems } from './ProductGroupedItems';
import type { ProductOffer } from './productOffer';
import { productInfoNotes } from './productInfoNotes';
import { ProductWishlistButton } from './ProductWishlistButton';
import {
  isOptionValueAvailable,
  isOptionValueInStock,
  type OptionSelection,
} from './variantSelection';

const stockLabels = {
  inStock: translate('product.inStock'),
  outOfStock: translate('product.outOfStock'),
  onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
};

const quantityLabels = {
  label: translate('product.quantity'),
  decrease: translate('product.decreaseQuantity'),
  increase: translate('product.increaseQuantity'),
};

/** The quantity a shopper starts from and cannot go below when buying. */
export const minimumQuantity = 1;

export interface ProductPurchaseProps {
  /** The product's own SKU and type (the offer's SKU is the chosen variant's). */
  product: { sku: string; type: ProductType };
  /** A configurable product's chosen variant; `null` otherwise. */
  variantSku: string | null;
  offer: ProductOffer;
  /** No variant is chosen and the variants' prices differ: the price is a "from" price. */
  priceIsFrom: boolean;
  deliveryTime: string | null;
  options: readonly ProductOptionView[];
  variants: readonly ProductVariantView[];
  selection: OptionSelection;
  onSelect: (attributeCode: string, valueUid: string) => void;
  /** A bundle's options (empty for other types). */
  bundleItems?: readonly BundleItemView[];
  /** A grouped product's members (empty for other types). */
  groupedItems?: readonly GroupedItemView[];
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/** What the SDK's cart rules need of the page's product (spec §5). */
function cartProduct(props: ProductPurchaseProps): CartProduct {
  return {
    sku: props.product.sku,
    type: props.product.type,
    stockStatus: props.offer.inStock ? 'in-stock' : 'out-of-stock',
    onlyXLeftInStock: props.offer.onlyLeft,
    variants: props.variants.map(({ offer }) => ({
      sku: offer.sku,
      stockStatus: offer.inStock ? 'in-stock' : 'out-of-stock',
      onlyXLeftInStock: offer.onlyLeft,
    })),
  };
}

/**
 * The buying box: price with the VAT label, part number, stock, delivery time, what the product
 * type asks for (a configurable product's option selects, a bundle's contents, a grouped product's
 * members with their quantities), quantity, add to cart and the wishlist heart. The button adds
 * through the cart (spec §4, §5); when it cannot, the box says why beside it — the option to
 * choose first (and moves to it), out of stock (the button disabled), only N left.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { offer, product } = props;
  const bundleItems = props.bundleItems ?? [];
  const groupedItems = props.groupedItems ?? [];
  const prices = usePriceFormatter();
  const noteId = useId();
  const box = useRef<HTMLDivElement>(null);
  const cart = useAddToCart();
  const [bundleSelection, setBundleSelection] = useState<BundleSelection>(() =>
    defaultBundleSelection(bundleItems),
  );
  const [groupedQuantities, setGroupedQuantities] = useState<GroupedQuantities>(() =>
    defaultGroupedQuantities(groupedItems),
  );

  const addOptions: AddToCartOptions = {
    quantity: props.quantity,
    variantSku: props.variantSku,
    ...(product.type === 'bundle' && {
      bundleOptions: bundleOptionsInput(bundleItems, bundleSelection),
    }),
    ...(product.type === 'grouped' && {
      groupedItems: groupedItemsInput(groupedItems, groupedQuantities),
    }),
  };
  const check = canAddToCart(cartProduct(props), addOptions);
  const missingOption =
    product.type === 'configurable'
      ? props.options.find((option) => !props.selection[option.attributeCode])
      : undefined;
  const missingBundle =
    product.type === 'bundle' ? missingBundleOption(bundleItems, bundleSelection) : null;
  const missing: (MissingChoice & { name: string }) | null = missingOption
    ? { label: missingOption.label, kind: 'variant', name: missingOption.attributeCode }
    : missingBundle
      ? { label: missingBundle.title, kind: 'bundle', name: bundleOptionName(missingBundle.id) }
      : null;
  const refusal = addToCartRefusalMessage(check, missing, product.type);
  const outOfStock = !check.ok && check.reason === 'out-of-stock';

  function addToCart() {
    if (refusal) {
      // The reason shows beside the button; take the shopper to what is missing.
      if (missing) box.current?.querySelector<HTMLElement>(`[name="${missing.name}"]`)?.focus();
      return;
    }
    void cart.add(cartProduct(props), addOptions);
  }

  return (
    <div className="product-purchase" ref={box}>
      <p className="product-purchase__sku">
        {translate('product.sku')}: <span data-testid="product-sku">{offer.sku}</span>
      </p>
      <p className="product-purchase__price">
        {props.priceIsFrom ? (
          <span className="product-purchase__from">{translate('product.priceFrom')} </span>
        ) : null}
        <Price
          value={prices.format(offer.price.regular)}
          specialValue={
            offer.price.special === null ? undefined : prices.format(offer.price.special)
          }
          taxLabel={prices.taxLabel}
        />
      </p>
      <StockStatus
        status={offer.inStock ? 'in-stock' : 'out-of-stock'}
        onlyLeft={offer.onlyLeft}
        labels={stockLabels}
      />
      {props.deliveryTime ? (
        <p className="product-purchase__delivery">
          {translate('product.deliveryTime')}: {props.deliveryTime}
        </p>
      ) : null}
      {props.options.map((option) => (
        <OptionSelect
          key={option.attributeCode}
          option={option}
          variants={props.variants}
          selection={props.selection}
          onSelect={props.onSelect}
        />
      ))}
      {product.type === 'bundle' ? (
        <ProductBundleOptions
          items={bundleItems}
          selection={bundleSelection}
          onChoose={(item, ids) =>
            setBundleSelection((current) => chooseBundleOption(current, item, ids))
          }
        />
      ) : null}
      {product.type === 'grouped' ? (
        <ProductGroupedItems
          items={groupedItems}
          quantities={groupedQuantities}
          onQuantityChange={(sku, quantity) =>
            setGroupedQuantities((current) => ({ ...current, [sku]: quantity }))
          }
        />
      ) : null}
      <div className="product-purchase__buy">
        {product.type === 'grouped' ? null : (
          <QuantitySelector
            value={props.quantity}
            onChange={props.onQuantityChange}
            min={minimumQuantity}
            max={offer.onlyLeft ?? undefined}
            disabled={!offer.inStock}
            name="qty"
            labels={quantityLabels}
          />
        )}
        <Button
          variant="primary"
          size="lg"
          disabled={outOfStock}
          aria-disabled={cart.adding || undefined}
          aria-describedby={refusal ? noteId : undefined}
          data-state={cart.adding ? 'adding' : 'idle'}
          onClick={addToCart}
        >
          {cart.adding ? translate('cart.adding') : translate('cart.addToCart')}
        </Button>
        <ProductWishlistButton
          sku={product.sku}
          type={product.type}
          variantSku={props.variantSku}
        />
      </div>
      <p id={noteId} className="product-purchase__cart-note" aria-live="polite">
        {refusal}
      </p>
      <ProductInfoNotes notes={productInfoNotes({ inStock: offer.inStock })} />
    </div>
  );
}

/** The variants with whether each is in stock, for {@link isOptionValueInStock}. */
function stockOf(variants: readonly ProductVariantView[]) {
  return variants.map((variant) => ({
    optionValues: variant.optionValues,
    inStock: variant.offer.inStock,
  }));
}

function OptionSelect({
  option,
  variants,
  selection,
  onSelect,
}: {
  option: ProductOptionView;
  variants: readonly ProductVariantView[];
  selection: OptionSelection;
  onSelect: (attributeCode: string, valueUid: string) => void;
}) {
  const id = useId();
  return (
    <div className="product-purchase__option">
      <label htmlFor={id}>{option.label}</label>
      <select
        id={id}
        name={option.attributeCode}
        value={selection[option.attributeCode] ?? ''}
        onChange={(event) => onSelect(option.attributeCode, event.target.value)}
      >
        <option value="">
          {translate('product.chooseOption', { option: option.label.toLocaleLowerCase('nb-NO') })}
        </option>
        {option.values.map((value) => {
          const available = isOptionValueAvailable(
            variants,
            selection,
            option.attributeCode,
            value.uid,
          );
          const inStock = isOptionValueInStock(
            stockOf(variants),
            selection,
            option.attributeCode,
            value.uid,
          );
          return (
            <option key={value.uid} value={value.uid} disabled={!available}>
              {available && !inStock
                ? `${value.label} – ${translate('product.outOfStock')}`
                : value.label}
            </option>
          );
        })}
      </select>
    </div>
  );
}

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
} from '@agri-parts/sdk';
import { useRef, useState, type RefObject } from 'react';

import { addToCartRefusalMessage, type MissingChoice } from '../cart/addToCartFeedback';
import { useAddToCart } from '../cart/useAddToCart';
import { bundleOptionName } from './ProductBundleOptions';
import type { BundleItemView } from './loadProductPage.server';
import type { ProductPurchaseProps } from './ProductPurchase';

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

/** What {@link useProductPurchase} returns. */
export interface ProductPurchaseState {
  /** The buying box, in which the option to choose first is focused. */
  box: RefObject<HTMLDivElement | null>;
  bundleSelection: BundleSelection;
  chooseBundle: (item: BundleItemView, ids: readonly number[]) => void;
  groupedQuantities: GroupedQuantities;
  setGroupedQuantity: (sku: string, quantity: number) => void;
  /** Why it cannot be added as chosen, in Norwegian; `null` when it can. */
  refusal: string | null;
  /** The SDK refuses it as out of stock (the button is disabled). */
  outOfStock: boolean;
  /** Whether an add is under way. */
  adding: boolean;
  /** Adds the product as chosen, or moves to the option to choose first. */
  addToCart: () => void;
}

/**
 * The buying box's state: a bundle's contents and a grouped product's quantities (starting from
 * the SDK's defaults), the SDK's `canAddToCart` answer for the choice with the reason in
 * Norwegian, and the add itself through `useAddToCart` — or, while an option is missing, a move
 * to its control.
 */
export function useProductPurchase(props: ProductPurchaseProps): ProductPurchaseState {
  const { product } = props;
  const bundleItems = props.bundleItems ?? [];
  const groupedItems = props.groupedItems ?? [];
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
  const missing = missingChoice(props, bundleSelection);
  const refusal = addToCartRefusalMessage(check, missing, product.type);

  return {
    box,
    bundleSelection,
    chooseBundle: (item, ids) =>
      setBundleSelection((current) => chooseBundleOption(current, item, ids)),
    groupedQuantities,
    setGroupedQuantity: (sku, quantity) =>
      setGroupedQuantities((current) => ({ ...current, [sku]: quantity })),
    refusal,
    outOfStock: !check.ok && check.reason === 'out-of-stock',
    adding: cart.adding,
    addToCart: () => {
      if (refusal) {
        // The reason shows beside the button; take the shopper to what is missing.
        if (missing) box.current?.querySelector<HTMLElement>(`[name="${missing.name}"]`)?.focus();
        return;
      }
      void cart.add(cartProduct(props), addOptions);
    },
  };
}

/**
 * The first option the shopper must choose before adding (a configurable product's option, else
 * a bundle's required option), with its form name; `null` when none is missing.
 */
function missingChoice(
  props: ProductPurchaseProps,
  bundleSelection: BundleSelection,
): (MissingChoice & { name: string }) | null {
  if (props.product.type === 'configurable') {
    const option = props.options.find((candidate) => !props.selection[candidate.attributeCode]);
    if (option) return { label: option.label, kind: 'variant', name: option.attributeCode };
  }
  const bundle =
    props.product.type === 'bundle'
      ? missingBundleOption(props.bundleItems ?? [], bundleSelection)
      : null;
  return bundle ? { label: bundle.title, kind: 'bundle', name: bundleOptionName(bundle.id) } : null;
}

import {
  bundleOptionsInput,
  canAddToCart,
  checkEnteredOptions,
  chooseBundleOption,
  defaultBundleSelection,
  defaultGroupedQuantities,
  groupedItemsInput,
  missingBundleOption,
  type AddToCartOptions,
  type BundleSelection,
  type CartProduct,
  type EnteredOptionProblem,
  type GroupedQuantities,
  type Refusal,
} from '@agri-parts/sdk';
import { useRef, useState, type RefObject } from 'react';

import { addToCartRefusalMessage, type MissingChoice } from '../cart/addToCartFeedback';
import { useAddToCart } from '../cart/useAddToCart';
import { bundleOptionName } from './ProductBundleOptions';
import { enteredOptionErrors } from './enteredOptionMessage';
import { customOptionName } from './ProductCustomOptions';
import type { BundleItemView } from './loadProductPage.server';
import type { ProductPurchaseProps } from './ProductPurchase';

/** What the SDK's cart rules need of the page's product (spec §5). */
function cartProduct(props: ProductPurchaseProps): CartProduct {
  return {
    sku: props.product.sku,
    type: props.product.type,
    stockStatus: props.offer.inStock ? 'in-stock' : 'out-of-stock',
    onlyXLeftInStock: props.offer.onlyLeft,
    backorders: props.offer.backorders,
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
  /** The custom options' values, and their errors once an add was tried. */
  customValues: Record<string, string>;
  customErrors: Record<string, string>;
  setCustomValue: (uid: string, value: string) => void;
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

  const [customValues, setCustomValues] = useState<Record<string, string>>({});
  // Errors of the typed text show once the shopper has tried to add, not while typing.
  const [triedToAdd, setTriedToAdd] = useState(false);
  // What commerce-api refused of a value the page let through, until that value changes.
  const [refused, setRefused] = useState<EnteredOptionProblem | null>(null);
  const customOptions = props.customOptions ?? [];
  const entered = checkEnteredOptions(customOptions, customValues);
  const customErrors = enteredOptionErrors(customOptions, [
    ...(triedToAdd && !entered.ok ? entered.problems : []),
    ...(refused ? [refused] : []),
  ]);
  const focusOption = (uid: string) =>
    box.current?.querySelector<HTMLElement>(`[name="${customOptionName(uid)}"]`)?.focus();
  // A refused value is said at its field (and focused), not in a notice.
  const showsRefusal = (refusal: Refusal) => {
    if (refusal.kind !== 'custom_option_refused') return false;
    setRefused(refusal.problem);
    focusOption(refusal.problem.uid);
    return true;
  };

  const addOptions: AddToCartOptions = {
    quantity: props.quantity,
    ...(entered.ok && entered.options.length > 0 && { enteredOptions: entered.options }),
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
    customValues,
    customErrors,
    setCustomValue: (uid, value) => {
      setCustomValues((current) => ({ ...current, [uid]: value }));
      if (refused?.uid === uid) setRefused(null);
    },
    addToCart: () => {
      if (!entered.ok) {
        setTriedToAdd(true);
        focusOption(entered.problems[0]!.uid);
        return;
      }
      if (refusal) {
        // The reason shows beside the button; take the shopper to what is missing.
        if (missing) box.current?.querySelector<HTMLElement>(`[name="${missing.name}"]`)?.focus();
        return;
      }
      void cart.add(cartProduct(props), addOptions, showsRefusal);
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

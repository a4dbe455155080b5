import type { ProductDetailFieldsFragment } from '../generated/graphql';
import { bundleUidIds } from './bundleUidIds';
import { mapStockStatus, type StockStatus } from './mapProductSummary';

/** One choice of a {@link BundleItem}: a product in a set quantity. */
export interface BundleItemChoice {
  /** The selection id, sent as a `bundle_options` value. */
  id: number;
  uid: string;
  label: string;
  /** How many of it the bundle holds. */
  quantity: number;
  canChangeQuantity: boolean;
  /** Chosen until the shopper chooses otherwise. */
  isDefault: boolean;
  /** The choice's price as the catalogue holds it; `null` when the backend does not say. */
  price: number | null;
  product: { sku: string; name: string | null; stockStatus: StockStatus } | null;
}

/**
 * An option of a bundle product (such as "Oil filter"): its choices, whether one must be chosen,
 * and how (`radio` and `select` take one choice, `checkbox` and `multi` several).
 */
export interface BundleItem {
  /** The option id, sent as `bundle_options.id`. */
  id: number;
  uid: string;
  title: string;
  required: boolean;
  type: 'radio' | 'select' | 'checkbox' | 'multi';
  position: number | null;
  options: BundleItemChoice[];
}

const bundleOptionTypes: readonly BundleItem['type'][] = ['radio', 'select', 'checkbox', 'multi'];

type BundleItemsData = Extract<
  ProductDetailFieldsFragment,
  { __typename: 'BundleProduct' }
>['items'];

/**
 * Maps a bundle's `items` to {@link BundleItem}s by position. Ids come from `option_id` / `id`,
 * else from the uids (Magento deprecated the ids); an option or choice without one is left out,
 * as is an option without choices. Pure.
 */
export function mapBundleItems(items: BundleItemsData | null | undefined): BundleItem[] {
  return (items ?? [])
    .flatMap((item): BundleItem[] => {
      const id = item?.option_id ?? bundleUidIds(item?.uid)[0];
      if (!item || id === undefined) return [];
      const options = (item.options ?? []).flatMap((option): BundleItemChoice[] => {
        const choiceId = option?.id ?? bundleUidIds(option?.uid)[1];
        if (!option || choiceId === undefined) return [];
        return [
          {
            id: choiceId,
            uid: option.uid,
            label: option.label ?? option.product?.name ?? option.product?.sku ?? '',
            quantity: option.quantity ?? 1,
            canChangeQuantity: option.can_change_quantity ?? false,
            isDefault: option.is_default ?? false,
            price: option.price,
            product: option.product?.sku
              ? {
                  sku: option.product.sku,
                  name: option.product.name,
                  stockStatus: mapStockStatus(option.product.stock_status),
                }
              : null,
          },
        ];
      });
      if (options.length === 0) return [];
      const type = bundleOptionTypes.find((known) => known === item.type) ?? 'select';
      return [
        {
          id,
          uid: item.uid ?? String(id),
          title: item.title ?? '',
          required: item.required ?? false,
          type,
          position: item.position,
          options,
        },
      ];
    })
    .sort(byPosition);
}

/** Orders by `position`, those without one last. */
export function byPosition(a: { position: number | null }, b: { position: number | null }): number {
  return (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);
}

import { shopConstants } from '../config/shopConstants';
import type { ProductDetailFieldsFragment } from '../generated/graphql';

/** One row of a product page's specifications table. */
export interface ProductSpecification {
  /** The attribute code, such as `wm_weight`. */
  code: string;
  /** The attribute's label in the store's language; the code when the store gives none. */
  label: string;
  /** The value as shown: a text value, or the labels of the chosen options joined by `, `. */
  value: string;
}

type CustomAttributes = ProductDetailFieldsFragment['custom_attributesV2'];

/** An attribute's label by its code, from the attribute metadata (`attributesList`). */
export type AttributeLabels = ReadonlyMap<string, string>;

/**
 * The specifications of a product page: its `custom_attributesV2` values (attributes visible on
 * the storefront), labelled from the attribute metadata, in the backend's order. Left out: the
 * attributes the spec excludes (`wm_package`, `wm_free_fright`) and empty values. Pure.
 */
export function mapSpecifications(
  customAttributes: CustomAttributes,
  labels: AttributeLabels,
): ProductSpecification[] {
  const excluded: readonly string[] = shopConstants.specificationExcludedAttributes;
  return (customAttributes?.items ?? []).flatMap((item) => {
    if (!item || excluded.includes(item.code)) return [];
    const value =
      'selected_options' in item
        ? item.selected_options
            .flatMap((option) => (option?.label ? [option.label] : []))
            .join(', ')
        : 'value' in item
          ? item.value.trim()
          : '';
    return value === ''
      ? []
      : [{ code: item.code, label: labels.get(item.code) || item.code, value }];
  });
}

/** The labels of `attributesList` items by code; items without a label are left out. */
export function attributeLabels(
  items: ReadonlyArray<{ code: string; label: string | null } | null> | null | undefined,
): AttributeLabels {
  return new Map(
    (items ?? []).flatMap((item) => (item?.label ? [[item.code, item.label] as const] : [])),
  );
}

import type { CustomOptionRow, LineCustomOption } from '../carts/customOptions.js';
import { customOptionUid } from '../carts/customOptions.js';
import { encodeUid } from './uid.js';

/** The uid of a text option's one value (`custom-option/{id}/value`). */
const valueUid = (id: number) => encodeUid(`custom-option/${id}/value`);

/** A custom option as `CustomizableFieldOption` / `CustomizableAreaOption` show it. Pure. */
export function customOptionView(option: CustomOptionRow, productSku: string) {
  return {
    __typename:
      option.type === 'area'
        ? ('CustomizableAreaOption' as const)
        : ('CustomizableFieldOption' as const),
    uid: customOptionUid(option.id),
    option_id: option.id,
    required: option.required,
    sort_order: option.sort_order,
    title: option.title,
    product_sku: productSku,
    value: {
      max_characters: option.max_characters,
      price: option.price,
      price_type: option.price_type,
      sku: option.sku,
      uid: valueUid(option.id),
      wm_number_range:
        option.value_kind === 'number' ? { min: option.min_value, max: option.max_value } : null,
    },
  };
}

/** A cart line's entered option as Magento's `SelectedCustomizableOption`. Pure. */
export function selectedCustomizableOption(entry: LineCustomOption) {
  const { option } = entry;
  return {
    customizable_option_uid: customOptionUid(option.id),
    id: option.id,
    is_required: option.required,
    label: option.title,
    sort_order: option.sort_order,
    type: option.type,
    values: [
      {
        customizable_option_value_uid: valueUid(option.id),
        id: option.id,
        label: '',
        value: entry.value,
        price: { type: option.price_type, units: 'NOK', value: entry.price },
      },
    ],
  };
}

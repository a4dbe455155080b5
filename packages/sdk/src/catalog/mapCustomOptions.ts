import type { ProductDetailFieldsFragment } from '../generated/graphql';

/**
 * A custom option of a product (Magento's `CustomizableFieldOption` / `CustomizableAreaOption`):
 * text the shopper types in when buying, such as a hose's length or a nameplate's text.
 */
export interface ProductCustomOption {
  uid: string;
  /** `field`: one line; `area`: several lines. */
  kind: 'field' | 'area';
  title: string;
  required: boolean;
  /** The longest text allowed; `null`: no limit. */
  maxCharacters: number | null;
  /** What the option adds to one unit (NOK incl. VAT, or a percentage with `priceType`). */
  price: number;
  priceType: 'FIXED' | 'PERCENT';
  /**
   * For an option that takes a number (a hose's length in cm): the range it must lie in, both
   * ends included, either `null` when open; `null` for a text option.
   */
  numberRange: { min: number | null; max: number | null } | null;
}

type OptionsData = Extract<ProductDetailFieldsFragment, { options?: unknown }>['options'];

/**
 * The text options of a product, by sort order; other option kinds (drop-downs, files) are left
 * out, as the shop sells none. Pure.
 */
export function mapCustomOptions(options: OptionsData | null | undefined): ProductCustomOption[] {
  return (options ?? [])
    .flatMap((option) => {
      if (
        !option ||
        (option.__typename !== 'CustomizableFieldOption' &&
          option.__typename !== 'CustomizableAreaOption')
      ) {
        return [];
      }
      const value = option.value;
      return [
        {
          sortOrder: option.sort_order ?? 0,
          option: {
            uid: option.uid,
            kind: option.__typename === 'CustomizableAreaOption' ? 'area' : 'field',
            title: option.title ?? '',
            required: option.required ?? false,
            maxCharacters: value?.max_characters ? value.max_characters : null,
            price: value?.price ?? 0,
            priceType: value?.price_type === 'PERCENT' ? 'PERCENT' : 'FIXED',
            numberRange:
              value && 'wm_number_range' in value && value.wm_number_range
                ? { min: value.wm_number_range.min ?? null, max: value.wm_number_range.max ?? null }
                : null,
          } satisfies ProductCustomOption,
        },
      ];
    })
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((entry) => entry.option);
}

import type { ConfigurableOptionFieldsFragment } from '../generated/graphql';

/** How an option value looks in a swatch: a colour, an image, or a short text. */
export interface OptionSwatch {
  kind: 'color' | 'image' | 'text';
  /** A CSS colour (`#1d1d1b`), an image address, or the text. */
  value: string;
  /** A smaller image for an image swatch; `null` otherwise. */
  thumbnail: string | null;
}

/** One value of a configurable option, such as "Rød" of the colour. */
export interface ConfigurableOptionValue {
  /** Uid to send as a selected option (add to cart, wishlist). */
  uid: string;
  label: string;
  /** `null` when the value has no swatch (a plain select). */
  swatch: OptionSwatch | null;
}

/** An option a configurable product is chosen by, such as colour or size. */
export interface ConfigurableOption {
  uid: string;
  /** Such as `color`; matches the `code` of each variant's attributes. */
  attributeCode: string;
  label: string | null;
  values: ConfigurableOptionValue[];
}

const swatchKinds = {
  ColorSwatchData: 'color',
  ImageSwatchData: 'image',
  TextSwatchData: 'text',
} as const;

type SwatchData = NonNullable<
  NonNullable<ConfigurableOptionFieldsFragment['values']>[number]
>['swatch_data'];

/** Maps Magento's `swatch_data` to an {@link OptionSwatch}; `null` without a value. */
export function mapSwatch(data: SwatchData): OptionSwatch | null {
  if (!data?.value) return null;
  return {
    kind: swatchKinds[data.__typename],
    value: data.value,
    thumbnail: data.__typename === 'ImageSwatchData' ? data.thumbnail : null,
  };
}

/**
 * Maps a configurable product's `configurable_options` to {@link ConfigurableOption}s, by
 * position; options without an attribute code and values without a uid or label are left out.
 */
export function mapConfigurableOptions(
  options: ReadonlyArray<ConfigurableOptionFieldsFragment | null> | null | undefined,
): ConfigurableOption[] {
  return (options ?? [])
    .flatMap((option) => (option?.attribute_code ? [option] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      uid: option.uid,
      attributeCode: option.attribute_code as string,
      label: option.label,
      values: (option.values ?? []).flatMap((value) =>
        value?.uid && value.label
          ? [{ uid: value.uid, label: value.label, swatch: mapSwatch(value.swatch_data) }]
          : [],
      ),
    }));
}

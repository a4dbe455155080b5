import type { Sdk } from '@agri-parts/sdk';

/**
 * The colours of the colour filter's options (option value → CSS colour), from the attribute's
 * swatches. A failure only costs the swatches: the filter then shows names alone.
 */
export async function loadColorSwatches(sdk: Sdk): Promise<Record<string, string>> {
  try {
    const attribute = await sdk.collections.getAttribute('color');
    return Object.fromEntries(
      (attribute?.options ?? []).flatMap((option) =>
        option.swatch ? [[option.value, option.swatch]] : [],
      ),
    );
  } catch (error) {
    console.error('The colour swatches could not be loaded:', error);
    return {};
  }
}

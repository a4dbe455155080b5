import { slugify } from './slugify';

/** An attribute option as a collection: all products with that value. */
export interface CollectionOption {
  label: string;
  /** The option id to filter with. */
  value: string;
  /** `slugify(label)`: the `:slug` of `/collection/:slug.html`. */
  slug: string;
  /** The option's swatch (a CSS colour for colours), when the backend has one. */
  swatch: string | null;
}

/**
 * The options of an attribute as collections, with their slugs, in the attribute's order;
 * options without a label or value, or whose label makes no slug, are left out. Pure.
 */
export function collectionOptions(
  options: ReadonlyArray<{
    label: string;
    value: string;
    swatch?: { value?: string | null } | null;
  } | null>,
): CollectionOption[] {
  return options.flatMap((option) => {
    const slug = option ? slugify(option.label) : '';
    return option?.value && slug
      ? [{ label: option.label, value: option.value, slug, swatch: option.swatch?.value ?? null }]
      : [];
  });
}

/**
 * The collection a slug names: the first option whose label slugifies to it (the slug passed in
 * is slugified too, so `John-Deere` and `john-deere` both find "John Deere"); `null` for none.
 * Pure.
 *
 * @example
 * ```ts
 * findCollectionOption(collectionOptions([{ label: 'Kværneland', value: '12' }]), 'kvaerneland');
 * // { label: 'Kværneland', value: '12', slug: 'kvaerneland' }
 * ```
 */
export function findCollectionOption(
  options: readonly CollectionOption[],
  slug: string,
): CollectionOption | null {
  const wanted = slugify(slug);
  return (wanted && options.find((option) => option.slug === wanted)) || null;
}

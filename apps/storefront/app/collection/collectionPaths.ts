import { slugify } from '@agri-parts/sdk';

/**
 * Addresses of attribute collections (spec §2). Pure.
 *
 * - `/collection/{option}.html`: the products of one option of the default attribute, the
 *   manufacturer (`/collection/massey-ferguson.html`).
 * - `/collection/{attribute}/{option}.html`: one option of a named attribute; the attribute is
 *   named by its code or its label's slug (`/collection/produsent/massey-ferguson.html`).
 * - `/collection/{attribute}.html`: every option of the attribute, as links
 *   (`/collection/produsent.html`), when no option of the default attribute has that slug.
 */

/** The attribute whose options `/collection/{option}.html` names. */
export const defaultCollectionAttribute = 'manufacturer';

/** Attributes whose options are collections (others are refused, so any code cannot be probed). */
export const collectionAttributeCodes: readonly string[] = [defaultCollectionAttribute];

/**
 * The slug of a collection address's last segment: `massey-ferguson.html` → `massey-ferguson`;
 * `null` without the `.html` suffix, for an empty slug, or for one with a `/` (deeper paths).
 */
export function collectionSlug(segment: string | undefined): string | null {
  const match = /^([^/]+)\.html$/.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** Whether `slug` names the attribute: its code, or its label's slug (`produsent`). */
export function namesCollectionAttribute(
  slug: string,
  attribute: { code: string; label: string },
): boolean {
  const wanted = slugify(slug);
  return wanted !== '' && (slug === attribute.code || wanted === slugify(attribute.label));
}

/**
 * The one address of an option's collection: the short form for the default attribute, the
 * nested form (with the label's slug) for others.
 */
export function collectionHref(
  attribute: { code: string; label: string },
  optionSlug: string,
): string {
  return attribute.code === defaultCollectionAttribute
    ? `/collection/${optionSlug}.html`
    : `/collection/${attributeSlug(attribute)}/${optionSlug}.html`;
}

/** The address of an attribute's overview: `/collection/produsent.html`. */
export function collectionOverviewHref(attribute: { code: string; label: string }): string {
  return `/collection/${attributeSlug(attribute)}.html`;
}

function attributeSlug(attribute: { code: string; label: string }): string {
  return slugify(attribute.label) || attribute.code;
}

/** The slugs of a part-finder page; a brand needs its finder and a model its brand. */
export interface PartFinderSlugs {
  finder?: string | null;
  brand?: string | null;
  model?: string | null;
}

/**
 * The part-finder page for what is known (spec §2, §4): finder, brand and model →
 * `/parts/:finder/:brand/:model` (the parts that fit); finder and brand → `/parts/:finder/:brand`
 * (the brand's models); finder only → `/parts/:finder` (its brands); otherwise `/parts`. A brand
 * without its finder, or a model without its brand, is left out, as the routes nest. Slugs are
 * URL-encoded. Pure.
 *
 * @example
 * ```ts
 * partFinderPath({ finder: 'traktor', brand: 'massey-ferguson', model: '6480' });
 * // '/parts/traktor/massey-ferguson/6480'
 * partFinderPath({ finder: 'traktor', model: '6480' }); // '/parts/traktor'
 * ```
 */
export function partFinderPath(slugs: PartFinderSlugs): string {
  const segments: string[] = [];
  for (const slug of [slugs.finder, slugs.brand, slugs.model]) {
    if (!slug) break;
    segments.push(encodeURIComponent(slug));
  }
  return ['/parts', ...segments].join('/');
}

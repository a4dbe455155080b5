import { partFinderPath, type ResolvedPartFinderSlugs } from '@agri-parts/sdk';

/** The part finder's GET form (native selects before hydration): slugs of finder, brand, model. */
export interface FinderFormRequest {
  finder: string;
  brand: string | null;
  model: string | null;
}

/** Reads `?finder=&brand=&model=`; `null` without a finder. Empty values count as not chosen. */
export function readFinderForm(params: URLSearchParams): FinderFormRequest | null {
  const value = (name: string) => {
    const raw = params.get(name)?.trim() ?? '';
    return raw === '' ? null : raw;
  };
  const finder = value('finder');
  if (finder === null) return null;
  const brand = value('brand');
  return { finder, brand, model: brand === null ? null : value('model') };
}

/**
 * Where the finder form goes: the deepest page its choice names. Without JavaScript the brand
 * and model selects may still hold another finder's choice, so a brand not of the finder (or a
 * model not of the brand) is dropped, and an unknown finder goes to `/parts`. At most three
 * look-ups, one after another only when a deeper one fails.
 */
export async function finderFormTarget(
  request: FinderFormRequest,
  resolveSlugs: (slugs: {
    finder: string;
    brand?: string;
    model?: string;
  }) => Promise<ResolvedPartFinderSlugs | null>,
): Promise<string> {
  const attempts: { finder: string; brand?: string; model?: string }[] = [];
  if (request.brand !== null && request.model !== null) {
    attempts.push({ finder: request.finder, brand: request.brand, model: request.model });
  }
  if (request.brand !== null) attempts.push({ finder: request.finder, brand: request.brand });
  attempts.push({ finder: request.finder });
  for (const slugs of attempts) {
    const resolved = await resolveSlugs(slugs);
    if (resolved) {
      return partFinderPath({
        finder: resolved.finder.slug,
        brand: resolved.brand?.slug,
        model: resolved.model?.slug,
      });
    }
  }
  return '/parts';
}

import type { ProductDetailFieldsFragment } from '../generated/graphql';

/** A finder, brand or model of the part finder. */
export interface FitmentPart {
  id: number;
  name: string;
  slug: string;
}

/** A vehicle model a product fits, with its finder and brand. */
export interface ProductFitment {
  finder: FitmentPart;
  brand: FitmentPart;
  model: FitmentPart;
  /** The model's parts page: `/parts/{finder}/{brand}/{model}` (spec §2). */
  url: string;
}

/**
 * Maps `wm_pf_fitments` to {@link ProductFitment}s, in the backend's order (by finder, brand and
 * model name); an entry missing its finder, brand or model is left out. Pure.
 */
export function mapFitments(
  fitments: ProductDetailFieldsFragment['wm_pf_fitments'] | null | undefined,
): ProductFitment[] {
  return (fitments ?? []).flatMap(({ finder, brand, model }) =>
    finder && brand && model
      ? [
          {
            finder,
            brand,
            model,
            url: `/parts/${[finder, brand, model].map((part) => encodeURIComponent(part.slug)).join('/')}`,
          },
        ]
      : [],
  );
}

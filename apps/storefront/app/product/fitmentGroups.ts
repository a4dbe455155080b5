import type { ProductFitment } from '@agri-parts/sdk';

/** The models of one brand (in one finder) a part fits, for the "Passer til" list. */
export interface FitmentGroup {
  /** Such as "Traktor · Valtra". */
  heading: string;
  models: { name: string; url: string }[];
}

/**
 * The fitments grouped by finder and brand, in the order the backend gives them (by finder,
 * brand and model name); a model listed twice is shown once. Pure.
 */
export function fitmentGroups(fitments: readonly ProductFitment[]): FitmentGroup[] {
  const groups = new Map<string, FitmentGroup>();
  for (const fitment of fitments) {
    const key = `${fitment.finder.id}/${fitment.brand.id}`;
    let group = groups.get(key);
    if (!group) {
      group = { heading: `${fitment.finder.name} · ${fitment.brand.name}`, models: [] };
      groups.set(key, group);
    }
    if (!group.models.some((model) => model.url === fitment.url)) {
      group.models.push({ name: fitment.model.name, url: fitment.url });
    }
  }
  return [...groups.values()];
}

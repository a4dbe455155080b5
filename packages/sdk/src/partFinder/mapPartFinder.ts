import type {
  PartFinderBrandFieldsFragment,
  PartFinderFinderFieldsFragment,
  PartFinderInfoQuery,
  PartFinderModelFieldsFragment,
} from '../generated/graphql';

/** A part finder: a kind of vehicle (Traktor, Redskap, …) with its own brands and models. */
export interface PartFinderFinder {
  id: number;
  name: string;
  /** The `:finder` of `/parts/:finder`. */
  slug: string;
}

/** A brand of one finder. */
export interface PartFinderBrand {
  id: number;
  finderId: number;
  name: string;
  /** The `:brand` of `/parts/:finder/:brand`. */
  slug: string;
}

/** A model of one brand. */
export interface PartFinderModel {
  id: number;
  brandId: number;
  name: string;
  /** The `:model` of `/parts/:finder/:brand/:model`. */
  slug: string;
  /** First production year, when known. */
  yearFrom: number | null;
  /** Last production year; `null` when unknown or still produced. */
  yearTo: number | null;
}

/** Id, name and slug of a finder, brand or model, as `WmPartFinderInfo` answers. */
export interface PartFinderInfoItem {
  id: number;
  name: string;
  slug: string;
}

/**
 * The finder, brand and model the backend matched to a brand and model name (`WmPartFinderInfo`,
 * spec §7 "getMMYInfo"); each is `null` when it matched nothing.
 */
export interface PartFinderInfo {
  finder: PartFinderInfoItem | null;
  brand: PartFinderInfoItem | null;
  model: PartFinderInfoItem | null;
}

/** Maps a finder. Pure. */
export function mapFinder(finder: PartFinderFinderFieldsFragment): PartFinderFinder {
  return { id: finder.finder_id, name: finder.name, slug: finder.slug };
}

/** Maps a brand. Pure. */
export function mapBrand(brand: PartFinderBrandFieldsFragment): PartFinderBrand {
  return { id: brand.brand_id, finderId: brand.finder_id, name: brand.name, slug: brand.slug };
}

/** Maps a model. Pure. */
export function mapModel(model: PartFinderModelFieldsFragment): PartFinderModel {
  return {
    id: model.model_id,
    brandId: model.brand_id,
    name: model.name,
    slug: model.slug,
    yearFrom: model.year_from,
    yearTo: model.year_to,
  };
}

/** Maps `WmPartFinderInfo`; no answer is an info that matched nothing. Pure. */
export function mapPartFinderInfo(info: PartFinderInfoQuery['WmPartFinderInfo']): PartFinderInfo {
  const item = (part: PartFinderInfoItem | null | undefined): PartFinderInfoItem | null =>
    part ? { id: part.id, name: part.name, slug: part.slug } : null;
  return { finder: item(info?.finder), brand: item(info?.brand), model: item(info?.model) };
}

import {
  partDiagramPath,
  partFinderPath,
  type FitmentState,
  type PartFinderInfoItem,
  type Tractor,
  type TractorInput,
  type TractorList,
} from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/** The form fields of the "My tractors" posts (set active, remove, add). */
export const tractorFields = {
  intent: 'intent',
  id: 'tractorId',
  finder: 'finder',
  brand: 'brand',
  model: 'model',
  licensePlate: 'licensePlate',
} as const;

/** What a "My tractors" post asks for. */
export type TractorIntent = 'set-active' | 'remove' | 'add';

/** Where a guest keeps "My tractors" (local storage in this browser; the page renders it there). */
export const guestTractorsPath = '/my-tractors';

/** A customer's "My tractors" (the account page, spec §2: `customer-find-my-tractor`). */
export const customerTractorsPath = '/customer/find-my-tractor';

/**
 * The machine a part-finder page names (`sdk.partFinder.resolveSlugs`), as "My tractors" keeps
 * it (id, name and slug of each); `null` unless brand and model are both known. Pure.
 */
export function tractorFromSlugs(
  resolved: {
    finder: PartFinderInfoItem;
    brand: PartFinderInfoItem | null;
    model: PartFinderInfoItem | null;
  } | null,
): Pick<TractorInput, 'finder' | 'brand' | 'model'> | null {
  if (!resolved?.brand || !resolved.model) return null;
  const item = ({ id, name, slug }: PartFinderInfoItem) => ({ id, name, slug });
  return {
    finder: item(resolved.finder),
    brand: item(resolved.brand),
    model: item(resolved.model),
  };
}

/** A machine's name: brand and model (`'Massey Ferguson 6480'`). Pure. */
export function tractorTitle(tractor: Pick<Tractor, 'brand' | 'model'>): string {
  return `${tractor.brand.name} ${tractor.model.name}`.trim();
}

/** The name a shopper knows the machine by: the nickname, else brand and model. Pure. */
export function tractorName(tractor: Pick<Tractor, 'brand' | 'model' | 'nickname'>): string {
  return tractor.nickname || tractorTitle(tractor);
}

/** The part finder's page of a machine's parts (`/parts/:finder/:brand/:model`). Pure. */
export function tractorPartsHref(tractor: Pick<Tractor, 'finder' | 'brand' | 'model'>): string {
  return partFinderPath({
    finder: tractor.finder.slug,
    brand: tractor.brand.slug,
    model: tractor.model.slug,
  });
}

/** The machine's exploded parts diagrams (`/parts/:finder/:brand/:model/diagram`). Pure. */
export function tractorDiagramsHref(tractor: Pick<Tractor, 'finder' | 'brand' | 'model'>): string {
  return (
    partDiagramPath({
      finder: tractor.finder.slug,
      brand: tractor.brand.slug,
      model: tractor.model.slug,
    }) ?? tractorPartsHref(tractor)
  );
}

/** One card of the list as the page shows it, with the fields of its posts. */
export interface TractorCardView {
  id: string;
  title: string;
  finder: string;
  licensePlate: string | null;
  nickname: string | null;
  active: boolean;
  partsHref: string;
  diagramsHref: string;
  setActiveFields: Record<string, string>;
  removeFields: Record<string, string>;
}

/** The list as cards, in its order, the active one marked. Pure. */
export function tractorCards(list: TractorList): TractorCardView[] {
  return list.tractors.map((tractor) => ({
    id: tractor.id,
    title: tractorTitle(tractor),
    finder: tractor.finder.name,
    licensePlate: tractor.licensePlate,
    nickname: tractor.nickname,
    active: tractor.id === list.activeId,
    partsHref: tractorPartsHref(tractor),
    diagramsHref: tractorDiagramsHref(tractor),
    setActiveFields: { [tractorFields.intent]: 'set-active', [tractorFields.id]: tractor.id },
    removeFields: { [tractorFields.intent]: 'remove', [tractorFields.id]: tractor.id },
  }));
}

/** What a product card or page shows about the active machine (see {@link fitView}). */
export interface FitView {
  /** For `FitBadge`: `true` fits, `false` does not, `'universal'` fits every machine, `null` unknown. */
  fits: boolean | 'universal' | null;
  label: string;
  /** For a part that does not fit: the parts page of the active machine; otherwise `null`. */
  fittingPartsHref: string | null;
}

/**
 * What a product card or page says about the active machine (`fitmentState`): "Passer …",
 * "Passer ikke …" with a way to the parts that do fit, "Universell – passer alle traktorer", or
 * that it is not known yet (`null` state); nothing (`null`) without an active machine. Pure.
 */
export function fitView(
  state: FitmentState | null,
  tractor: Pick<Tractor, 'finder' | 'brand' | 'model' | 'nickname'> | null,
): FitView | null {
  if (!tractor) return null;
  // Literal keys: the build keeps only the texts a page uses.
  const label = translate(
    state === null
      ? 'tractors.fitUnknown'
      : state === 'fits'
        ? 'tractors.fits'
        : state === 'universal'
          ? 'tractors.fitsAll'
          : 'tractors.doesNotFit',
    { tractor: tractorName(tractor) },
  );
  const fits = state === null ? null : state === 'universal' ? 'universal' : state === 'fits';
  const fittingPartsHref = state === 'does-not-fit' ? tractorPartsHref(tractor) : null;
  return { fits, label, fittingPartsHref };
}

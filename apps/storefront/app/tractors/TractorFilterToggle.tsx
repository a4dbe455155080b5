import { useMyTractors } from '@agri-parts/react-hooks';
import {
  activeTractor as selectActiveTractor,
  modelFilterCode,
  withModelFilter,
  type ListingQueryOptions,
} from '@agri-parts/sdk';
import { Toggle } from '@agri-parts/ui';
import { useNavigate } from 'react-router';

import { translate } from '../i18n/translate';
import { listingHref, type ListingView } from '../listing/listingView';
import { tractorName } from './tractorView';

/**
 * The address of a listing narrowed to the parts that fit `modelId` (`wm_pf_model_id`, page 1),
 * or — with `null` — of the listing no longer narrowed. Pure.
 */
export function tractorFilterHref(
  view: Pick<ListingView, 'path' | 'query'>,
  modelId: number | null,
  options: ListingQueryOptions,
): string {
  const others = Object.fromEntries(
    Object.entries(view.query.filters).filter(([code]) => code !== modelFilterCode),
  );
  const filters = modelId === null ? others : withModelFilter(others, modelId);
  return listingHref(view.path, { ...view.query, filters, page: 1 }, options);
}

/** The model a listing is narrowed to (`wm_pf_model_id` in its address); `null` if none. Pure. */
export function narrowedModelId(query: ListingView['query']): number | null {
  const value = query.filters[modelFilterCode]?.[0];
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * "Vis bare deler som passer {tractor}": a switch over a category or search listing that narrows
 * it to the parts that fit the active tractor. The state is in the address (`wm_pf_model_id`),
 * so a narrowed listing is rendered by the server and can be shared; the switch shows once there
 * is an active tractor (or the address is narrowed — then it turns the narrowing off).
 */
export function TractorFilterToggle({
  view,
  queryOptions,
}: {
  view: Pick<ListingView, 'path' | 'query'>;
  queryOptions: ListingQueryOptions;
}) {
  const navigate = useNavigate();
  const activeTractor = useMyTractors(selectActiveTractor);
  const narrowed = narrowedModelId(view.query);
  if (narrowed === null && !activeTractor) return null;
  const label =
    activeTractor && (narrowed === null || narrowed === activeTractor.model.id)
      ? translate('tractors.onlyFitting', { tractor: tractorName(activeTractor) })
      : translate('tractors.onlyFittingChosen');
  return (
    <Toggle
      className="listing__tractor-filter"
      label={label}
      onLabel={translate('toggle.on')}
      offLabel={translate('toggle.off')}
      checked={narrowed !== null}
      onCheckedChange={(checked) => {
        const modelId = checked ? (activeTractor?.model.id ?? null) : null;
        void navigate(tractorFilterHref(view, modelId, queryOptions), {
          preventScrollReset: true,
        });
      }}
    />
  );
}

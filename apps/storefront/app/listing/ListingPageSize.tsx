import { ItemsPerPageSelect } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { useApplyOnChoose } from './useApplyOnChoose';

/**
 * The listing's page-size select: like the sort, a choice applies when made
 * (`useApplyOnChoose`), not on every arrow key (issue 23: each ArrowDown reloaded the listing).
 */
export function ListingPageSize({
  options,
  value,
  onChange,
}: {
  options: readonly number[];
  value: number;
  onChange: (itemsPerPage: number) => void;
}) {
  const select = useApplyOnChoose(String(value), (next) => onChange(Number.parseInt(next, 10)));
  return (
    <ItemsPerPageSelect
      options={options}
      value={Number.parseInt(select.value, 10)}
      onChange={(count) => select.onChange(String(count))}
      onKeyDown={select.onKeyDown}
      onPointerDown={select.onPointerDown}
      onBlur={select.onBlur}
      labels={{
        label: translate('listing.itemsPerPage'),
        option: (count) => translate('listing.itemsPerPageOption', { count }),
      }}
    />
  );
}

import { accountMeta } from '../../account/accountMeta';
import { accountPageLinks } from '../../account/accountPageLinks';
import { translate } from '../../i18n/translate';
import { savedListAction } from '../../savedLists/savedListActions.server';
import { savedListLoader } from '../../savedLists/savedListLoaders.server';
import { SavedListPage } from '../../savedLists/SavedListPage';
import type { Route } from './+types/savedList';

export const links = accountPageLinks;

export const loader = savedListLoader;

/** Rename, delete, quantities, remove a line, the whole list into the cart, share. */
export const action = savedListAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    loaderData?.list.name ?? translate('account.savedLists'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** One saved list of the customer (`/customer/saved-lists/:uid`); another's is a 404. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <SavedListPage list={loaderData.list} shareUrl={loaderData.shareUrl} />;
}

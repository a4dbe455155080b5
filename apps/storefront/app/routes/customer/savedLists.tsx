import { accountMeta } from '../../account/accountMeta';
import { accountPageLinks } from '../../account/accountPageLinks';
import { translate } from '../../i18n/translate';
import { savedListsAction } from '../../savedLists/savedListActions.server';
import { savedListsLoader } from '../../savedLists/savedListLoaders.server';
import { SavedListsPage } from '../../savedLists/SavedListsPage';
import type { Route } from './+types/savedLists';

export const links = accountPageLinks;

export const loader = savedListsLoader;

/** A new list, or products from the "Legg i liste" picker onto a list. */
export const action = savedListsAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.savedLists'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's saved lists ("Mine lister"; Adobe Commerce's requisition lists). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <SavedListsPage lists={loaderData.lists} />;
}

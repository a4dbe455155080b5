import { accountMeta } from '../account/accountMeta';
import { accountPageLinks } from '../account/accountPageLinks';
import { translate } from '../i18n/translate';
import { sharedListAction } from '../savedLists/savedListActions.server';
import { sharedListLoader } from '../savedLists/savedListLoaders.server';
import { SharedListPage } from '../savedLists/SharedListPage';
import type { Route } from './+types/sharedList';

export const links = accountPageLinks;

export const loader = sharedListLoader;

/** The shared list's lines into the visitor's own cart (a guest logs in first). */
export const action = sharedListAction;

/** Someone's list, read by link: `noindex`. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    loaderData
      ? translate('savedLists.shared.title', { name: loaderData.list.name })
      : translate('savedLists.shared.notFound'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** `/delt-liste/:token`: a saved list shared read-only by link; anyone may open it. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <SharedListPage list={loaderData.list} signedIn={loaderData.signedIn} />;
}

import { accountMeta } from '../../account/accountMeta';
import { accountPageLinks } from '../../account/accountPageLinks';
import { downloadsLoader } from '../../account/downloadLoaders.server';
import { DownloadsPage } from '../../account/DownloadsPage';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/downloads';

export const links = accountPageLinks;

export const loader = downloadsLoader;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.downloads'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's purchased files ("Mine nedlastinger"). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <DownloadsPage downloads={loaderData.downloads} />;
}

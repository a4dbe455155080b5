import type { SharedRequisitionList } from '@agri-parts/sdk';
import { Button, Link, ReorderResult, SavedListTable } from '@agri-parts/ui';
import { Form, useLocation } from 'react-router';

import { loginRequiredPath } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import {
  savedListIntents,
  savedListRows,
  savedListTableLabels,
  toCartNotice,
} from './savedListView';

/**
 * A list shared read-only by link (`/delt-liste/:token`): anyone sees its lines; a signed-in
 * visitor puts them all into their own cart (then each line that did not go in is listed), a
 * guest is offered the login first. Nothing here changes the list.
 */
export function SharedListPage({
  list,
  signedIn,
}: {
  list: SharedRequisitionList;
  signedIn: boolean;
}) {
  const { pathname, search } = useLocation();
  const cartResult = toCartNotice(
    new URLSearchParams(search),
    new Map(list.items.map((item) => [item.sku, item.product?.name ?? item.sku])),
  );
  return (
    <section className="shared-list-page" aria-labelledby="shared-list-title">
      <h1 id="shared-list-title">{translate('savedLists.shared.title', { name: list.name })}</h1>
      <p>{translate('savedLists.shared.intro')}</p>
      {list.description ? <p>{list.description}</p> : null}
      {cartResult ? (
        <>
          <ReorderResult {...cartResult} />
          <p>
            <Link href="/cart">{translate('savedLists.goToCart')}</Link>
          </p>
        </>
      ) : null}
      <SavedListTable lines={savedListRows(list.items)} labels={savedListTableLabels(list.name)} />
      {signedIn ? (
        <Form method="post" reloadDocument className="shared-list-page__to-cart">
          <Button type="submit" name="intent" value={savedListIntents.toCart}>
            {translate('savedLists.toCart')}
          </Button>
        </Form>
      ) : (
        <p>
          <Link href={loginRequiredPath(pathname)}>
            {translate('savedLists.shared.loginToAdd')}
          </Link>
        </p>
      )}
    </section>
  );
}

import { requisitionListTotals, formatPrice, type RequisitionList } from '@agri-parts/sdk';
import { Button, Link, ReorderResult, SavedListTable, TextField } from '@agri-parts/ui';
import { Form, useActionData, useLocation } from 'react-router';

import { safeRedirect } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import type { SavedListActionData } from './savedListActions.server';
import {
  savedListIntents,
  savedListPaths,
  savedListProblemText,
  savedListRows,
  savedListTableLabels,
  toCartNotice,
} from './savedListView';

/** What the page says after the change that led here (`?lagret=1`…); `null` otherwise. */
function changeNotice(query: URLSearchParams, name: string): string | null {
  if (query.has('opprettet')) return translate('savedLists.created', { name });
  if (query.has('lagtTil')) {
    return translate('savedLists.addedToList', { count: query.get('lagtTil') ?? '' });
  }
  if (query.has('lagret')) return translate('savedLists.renamed');
  if (query.has('antall')) return translate('savedLists.saved');
  if (query.has('fjernet')) return translate('savedLists.removed');
  return null;
}

/**
 * One saved list (`/customer/saved-lists/:uid`): its lines with quantity fields and remove
 * buttons, "Legg hele listen i handlekurven" (then each line that did not go in is listed), the
 * read-only link, and forms to rename and delete it. Every form is an origin-checked post.
 */
export function SavedListPage({
  list,
  shareUrl,
}: {
  list: RequisitionList;
  shareUrl: string | null;
}) {
  const query = new URLSearchParams(useLocation().search);
  const actionData = useActionData<SavedListActionData>();
  const problem = savedListProblemText(actionData?.problem ?? null);
  const notice = changeNotice(query, list.name);
  const cartResult = toCartNotice(
    query,
    new Map(list.items.map((item) => [item.sku, item.product?.name ?? item.sku])),
  );
  const back = safeRedirect(query.get('fra'), '');
  const totals = requisitionListTotals(list.items);
  return (
    <section className="account-page saved-list-page" aria-labelledby="saved-list-title">
      <h1 id="saved-list-title">{list.name}</h1>
      {list.description ? <p>{list.description}</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      {back ? (
        <p>
          <Link href={back}>{translate('savedLists.continueShopping')}</Link>
        </p>
      ) : null}
      {problem ? (
        <p className="account-form__notice" role="alert">
          {problem}
        </p>
      ) : null}
      {cartResult ? (
        <>
          <ReorderResult {...cartResult} />
          <p>
            <Link href="/cart">{translate('savedLists.goToCart')}</Link>
          </p>
        </>
      ) : null}
      {list.items.length === 0 ? (
        <p>{translate('savedLists.emptyList')}</p>
      ) : (
        <>
          <Form method="post" className="saved-list-page__lines">
            <input type="hidden" name="intent" value={savedListIntents.save} />
            <SavedListTable
              editable
              lines={savedListRows(list.items)}
              labels={savedListTableLabels(list.name)}
            />
            <p className="saved-list-page__estimate">
              {translate('savedLists.estimate', {
                units: String(totals.units),
                total: formatPrice(totals.total.value),
              })}
            </p>
            <Button type="submit" variant="secondary">
              {translate('savedLists.saveQuantities')}
            </Button>
          </Form>
          {/* A whole-page post: the cart that follows is read afresh, the header's count too. */}
          <Form method="post" reloadDocument className="saved-list-page__to-cart">
            <Button type="submit" name="intent" value={savedListIntents.toCart}>
              {translate('savedLists.toCart')}
            </Button>
          </Form>
        </>
      )}
      <SavedListShare shareUrl={shareUrl} />
      <SavedListManage list={list} />
      <p className="account-page__actions">
        <Link href={savedListPaths.index}>{translate('savedLists.backToLists')}</Link>
      </p>
    </section>
  );
}

/** The read-only link once shared, else the button that shares the list. */
function SavedListShare({ shareUrl }: { shareUrl: string | null }) {
  return (
    <section id="del" aria-labelledby="saved-list-share" className="saved-list-page__share">
      <h2 id="saved-list-share">{translate('savedLists.share')}</h2>
      <p>{translate('savedLists.shareHint')}</p>
      {shareUrl ? (
        <TextField
          label={translate('savedLists.shareLink')}
          name="shareUrl"
          value={shareUrl}
          readOnly
        />
      ) : (
        <Form method="post">
          <Button type="submit" variant="secondary" name="intent" value={savedListIntents.share}>
            {translate('savedLists.share')}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** Rename the list (and its note), or delete it. */
function SavedListManage({ list }: { list: RequisitionList }) {
  return (
    <>
      <Form method="post" className="account-form saved-list-page__rename">
        <h2>{translate('savedLists.renameTitle')}</h2>
        <input type="hidden" name="intent" value={savedListIntents.rename} />
        <TextField
          label={translate('savedLists.name')}
          name="name"
          defaultValue={list.name}
          required
          maxLength={60}
          autoComplete="off"
        />
        <TextField
          label={translate('savedLists.description')}
          name="description"
          defaultValue={list.description ?? ''}
          maxLength={255}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {translate('savedLists.rename')}
        </Button>
      </Form>
      <Form method="post" className="saved-list-page__delete">
        <Button type="submit" variant="ghost" name="intent" value={savedListIntents.delete}>
          {translate('savedLists.delete')}
        </Button>
      </Form>
    </>
  );
}

import type { RequisitionListSummary } from '@agri-parts/sdk';
import { Button, Link, TextField } from '@agri-parts/ui';
import { Form, useActionData, useLocation } from 'react-router';

import { translate } from '../i18n/translate';
import type { SavedListActionData } from './savedListActions.server';
import { savedListIntents, savedListPaths, savedListProblemText } from './savedListView';

/**
 * "Mine lister" (`/customer/saved-lists`): the customer's saved lists, each linked with its line
 * count, and a form for a new one. A refused form (an empty name, the 50-list limit, or an add
 * from a product page whose new list could not be made) says why in an alert.
 */
export function SavedListsPage({ lists }: { lists: readonly RequisitionListSummary[] }) {
  const actionData = useActionData<SavedListActionData>();
  const problem = savedListProblemText(actionData?.problem ?? null);
  const deleted = new URLSearchParams(useLocation().search).has('slettet');
  return (
    <section className="account-page saved-lists-page" aria-labelledby="saved-lists-title">
      <h1 id="saved-lists-title">{translate('account.savedLists')}</h1>
      <p>{translate('savedLists.intro')}</p>
      {deleted ? <p role="status">{translate('savedLists.deleted')}</p> : null}
      {problem ? (
        <p className="account-form__notice" role="alert">
          {problem}
        </p>
      ) : null}
      {lists.length === 0 ? (
        <p>{translate('savedLists.empty')}</p>
      ) : (
        <ul className="saved-lists-page__lists">
          {lists.map((list) => (
            <li key={list.uid}>
              <Link href={savedListPaths.list(list.uid)}>{list.name}</Link>{' '}
              <span>
                ({translate('savedLists.itemsCount', { count: String(list.itemsCount) })})
              </span>
              {list.description ? <p>{list.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="account-form saved-lists-page__create">
        <h2>{translate('savedLists.createTitle')}</h2>
        <input type="hidden" name="intent" value={savedListIntents.create} />
        <TextField
          label={translate('savedLists.name')}
          name="name"
          required
          maxLength={60}
          autoComplete="off"
        />
        <TextField
          label={translate('savedLists.description')}
          name="description"
          maxLength={255}
          autoComplete="off"
        />
        <Button type="submit">{translate('savedLists.create')}</Button>
      </Form>
    </section>
  );
}

import { useRequisitionLists, useSession } from '@agri-parts/react-hooks';
import type { RequisitionListLineInput } from '@agri-parts/sdk';
import { SavedListPicker } from '@agri-parts/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { accountPaths, withRedirectTo } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import { lineField, savedListIntents, savedListPaths } from './savedListView';

/** Props of {@link AddToSavedList}. */
export interface AddToSavedListProps {
  /** What goes on the list: a product, a cart's or an order's lines. */
  lines: readonly RequisitionListLineInput[];
  /** "Legg alle i liste" for several lines; "Legg i liste" otherwise. */
  all?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * "Legg i liste" for the product page, the cart and an order: the kit's picker, posting to the
 * saved lists' origin-checked action. The customer's lists are read when it first opens; a guest
 * gets "Logg inn for å lagre lister", back here after the login.
 */
export function AddToSavedList({
  lines,
  all = false,
  size = 'md',
  className,
}: AddToSavedListProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [opened, setOpened] = useState(false);
  const signedIn = session.status === 'authenticated';
  const { state } = useRequisitionLists({ enabled: opened && signedIn });
  if (lines.length === 0) return null;
  return (
    <SavedListPicker
      className={className}
      size={size}
      action={savedListPaths.index}
      hiddenFields={{
        intent: savedListIntents.add,
        from: here,
        ...Object.fromEntries(lines.map((line, index) => [`line-${index}`, lineField(line)])),
      }}
      lists={(state.data?.items ?? []).map((list) => ({
        uid: list.uid,
        name: list.name,
        itemsCount: list.itemsCount,
      }))}
      loading={opened && state.status === 'loading'}
      signedIn={signedIn}
      loginHref={withRedirectTo(accountPaths.login, here)}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      labels={{
        open: all ? translate('savedLists.picker.openAll') : translate('savedLists.picker.open'),
        list: translate('savedLists.picker.list'),
        newList: translate('savedLists.picker.newList'),
        newListName: translate('savedLists.picker.newListName'),
        submit: translate('savedLists.picker.submit'),
        loading: translate('savedLists.picker.loading'),
        count: (count) => translate('savedLists.itemsCount', { count: String(count) }),
        login: translate('savedLists.picker.login'),
      }}
    />
  );
}

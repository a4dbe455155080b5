import { AddressCard, Button, FormError, Link, Modal, SubmitButton } from '@agri-parts/ui';
import { useState, type FormEvent } from 'react';
import { Form, useActionData, useLocation, useNavigation } from 'react-router';

import { accountPaths } from './accountPaths';
import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import { AccountNoticeMessage } from './AccountNoticeMessage';
import type { AddressesActionData } from './addressActions.server';
import { deleteFields, shortAddress, type AddressCardView } from './addressView';
import { useFocusOnErrors } from './useFocusOnErrors';

const cardLabels = {
  defaultBilling: translate('address.defaultBilling'),
  defaultShipping: translate('address.defaultShipping'),
  edit: translate('address.editAction'),
  delete: translate('address.deleteAction'),
  telephone: translate('address.telephone'),
  vatId: translate('address.vatIdShort'),
};

/** The address to delete once confirmed. */
interface DeleteQuestion {
  id: number;
  name: string;
  street: string;
}

/**
 * The address book (`/customer/addresses-details`): a card per address with its default badges,
 * edit link and delete; what a customer may not do (a company's billing address, spec §6; a
 * default address's delete) stays visible, disabled, with the reason. Deleting asks first: a
 * dialog once the page runs, a confirmation on the page (the action's answer) before.
 */
export function AddressesPage({ cards }: { cards: readonly AddressCardView[] }) {
  const actionData = useActionData<AddressesActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<DeleteQuestion | null>(null);
  const deleteErrorRef = useFocusOnErrors(actionData?.deleteError ? [actionData.deleteError] : []);
  const deleting =
    navigation.state === 'submitting' ? navigation.formData?.get(deleteFields.addressId) : null;

  function askFirst(card: AddressCardView) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setAsking({
        id: card.id,
        name: card.address.name,
        street: shortAddress(card.address),
      });
    };
  }

  return (
    <section className="account-page" aria-labelledby="addresses-title">
      <h1 id="addresses-title">{translate('account.addressesDetails')}</h1>
      <AccountNoticeMessage />
      <FormError
        ref={deleteErrorRef}
        title={translate('address.deleteErrorTitle')}
        messages={actionData?.deleteError ? [actionData.deleteError] : []}
      />
      {actionData?.confirmDelete ? (
        <DeleteConfirmation
          question={actionData.confirmDelete}
          action={location.pathname}
          busy={deleting === String(actionData.confirmDelete.id)}
          cancelHref={location.pathname}
        />
      ) : null}
      <p className="account-page__actions">
        <Link href={accountPaths.addressCreate}>{translate('address.add')}</Link>
      </p>
      {cards.length === 0 ? (
        <p>{translate('address.empty')}</p>
      ) : (
        <ul className="address-list" aria-label={translate('address.list')}>
          {cards.map((card) => (
            <li key={card.id}>
              <AddressCard
                address={card.address}
                labels={cardLabels}
                headingLevel={2}
                defaultBilling={card.defaultBilling}
                defaultShipping={card.defaultShipping}
                editHref={card.editHref}
                editDisabledReason={card.editDisabledReason}
                deleteDisabledReason={card.deleteDisabledReason}
                deletePost={{
                  action: location.pathname,
                  fields: {
                    [deleteFields.intent]: 'delete',
                    [deleteFields.addressId]: String(card.id),
                  },
                  onSubmit: hydrated ? askFirst(card) : undefined,
                  busy: deleting === String(card.id),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={translate('address.deleteTitle')}
        labels={{ close: translate('navigation.close') }}
        size="sm"
      >
        {asking ? (
          <DeleteForm
            question={asking}
            action={location.pathname}
            busy={false}
            onSubmit={() => setAsking(null)}
            onCancel={() => setAsking(null)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

/** The question and the buttons of a delete confirmation. */
function DeleteForm({
  question,
  action,
  busy,
  onSubmit,
  onCancel,
  cancelHref,
}: {
  question: DeleteQuestion;
  action: string;
  busy: boolean;
  onSubmit?: () => void;
  onCancel?: () => void;
  cancelHref?: string;
}) {
  return (
    <Form method="post" action={action} className="account-confirm__form" onSubmit={onSubmit}>
      <p>{translate('address.deleteQuestion', { name: question.name, street: question.street })}</p>
      <input type="hidden" name={deleteFields.intent} value="delete" />
      <input type="hidden" name={deleteFields.addressId} value={String(question.id)} />
      <input type="hidden" name={deleteFields.confirmed} value="yes" />
      <div className="account-confirm__buttons">
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('address.deleteConfirm')}
        </SubmitButton>
        {cancelHref ? (
          <Link href={cancelHref}>{translate('common.cancel')}</Link>
        ) : (
          <Button variant="secondary" onClick={onCancel}>
            {translate('common.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The confirmation on the page, for a delete posted before the page ran. */
function DeleteConfirmation(props: {
  question: DeleteQuestion;
  action: string;
  busy: boolean;
  cancelHref: string;
}) {
  return (
    <section className="account-confirm" aria-labelledby="delete-title">
      <h2 id="delete-title">{translate('address.deleteTitle')}</h2>
      <DeleteForm {...props} />
    </section>
  );
}

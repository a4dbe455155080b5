import { Button, Link, QuickOrderTable } from '@agri-parts/ui';
import { useActionData, useNavigation } from 'react-router';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import { usePriceFormatter } from '../price/PriceDisplay';
import type { QuickOrderActionData } from './quickOrderAction.server';
import type { QuickOrderRowData } from './quickOrderData';
import { QuickOrderForm } from './QuickOrderForm';
import { quickOrderTableRows } from './quickOrderView';
import { useQuickOrderAdd, type QuickOrderAddState } from './useQuickOrderAdd';

/** The result's count: found of all lines, and how many rows must be fixed. */
function summary(rows: readonly QuickOrderRowData[]): string {
  const total = rows.reduce((sum, row) => sum + row.lineNumbers.length, 0);
  const errors = rows.filter((row) => row.problem !== null);
  const found = total - errors.reduce((sum, row) => sum + row.lineNumbers.length, 0);
  return errors.length === 0
    ? translate('quickOrder.summary', { found, total })
    : translate('quickOrder.summaryErrors', { found, total, errors: errors.length });
}

/** What the live region says: the add's outcome, else the result's count, else the search. */
function announcement(
  state: QuickOrderAddState,
  rows: readonly QuickOrderRowData[] | null,
  submitting: boolean,
): string {
  if (state.status === 'done') {
    const added = translate(
      isSingular(state.added) ? 'quickOrder.addedCountOne' : 'quickOrder.addedCount',
      { count: state.added },
    );
    return state.refused > 0
      ? `${added} ${translate('quickOrder.refusedCount', { count: state.refused })}`
      : added;
  }
  if (state.status === 'failed') return translate('quickOrder.addFailed');
  if (submitting) return translate('quickOrder.searching');
  return rows ? summary(rows) : '';
}

/**
 * The quick order (`/hurtigbestilling`, issue 24): the form posted to the page's action (so the
 * lines are found without JavaScript too), then the table of rows — each with its line numbers,
 * name, stock, price in the shopper's VAT choice and problem — and "Legg alle gyldige i
 * handlekurven" (`useQuickOrderAdd`). A polite live region says how many lines were found, then
 * how many went into the cart.
 */
export function QuickOrderPage() {
  const actionData = useActionData<QuickOrderActionData>();
  const submitting = useNavigation().state === 'submitting';
  const hydrated = useHydrated();
  const price = usePriceFormatter();
  const rows = actionData?.status === 'resolved' ? actionData.rows : null;
  const add = useQuickOrderAdd(rows);
  const { state } = add;

  return (
    <section className="quick-order-page" aria-labelledby="quick-order-title">
      <h1 id="quick-order-title">{translate('quickOrder.title')}</h1>
      <p>{translate('quickOrder.intro')}</p>
      <QuickOrderForm
        text={actionData?.text ?? ''}
        error={actionData?.status === 'error' ? actionData.message : null}
        submitting={submitting}
      />
      <p className="quick-order-page__status" role="status">
        {announcement(state, rows, submitting)}
      </p>
      {rows ? (
        <>
          <div className="quick-order-page__actions">
            <Button
              onClick={() => void add.addAll()}
              disabled={!hydrated || add.valid.length === 0 || state.status === 'adding'}
            >
              {state.status === 'adding'
                ? translate('quickOrder.adding')
                : translate('quickOrder.addAll', { count: add.valid.length })}
            </Button>
            {state.status === 'done' && state.added > 0 ? (
              <Link href="/cart">{translate('quickOrder.goToCart')}</Link>
            ) : null}
          </div>
          <noscript>
            <p>{translate('quickOrder.noscript')}</p>
          </noscript>
          <QuickOrderTable
            rows={quickOrderTableRows(rows, price.format, add.outcomes)}
            labels={{
              caption: translate('quickOrder.caption'),
              line: translate('quickOrder.column.line'),
              product: translate('quickOrder.column.product'),
              quantity: translate('quickOrder.column.quantity'),
              price: translate('quickOrder.column.price', { tax: price.taxLabel }),
              status: translate('quickOrder.column.status'),
              ready: translate('quickOrder.ready'),
              error: translate('quickOrder.errorLabel'),
            }}
          />
        </>
      ) : null}
    </section>
  );
}

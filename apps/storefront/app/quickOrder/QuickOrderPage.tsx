import { useSdk } from '@agri-parts/react-hooks';
import { QUICK_ORDER_MAX_LINES } from '@agri-parts/sdk';
import { Button, FormError, Link, QuickOrderTable, TextAreaField } from '@agri-parts/ui';
import { useId, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import { usePriceFormatter } from '../price/PriceDisplay';
import type { QuickOrderActionData } from './quickOrderAction.server';
import type { QuickOrderRowData } from './quickOrderData';
import { quickOrderTableRows, type QuickOrderOutcome } from './quickOrderView';

/** The result's count for the live region: found of all, and how many must be fixed. */
function summary(rows: readonly QuickOrderRowData[]): string {
  const total = rows.reduce((sum, row) => sum + row.lineNumbers.length, 0);
  const errors = rows.filter((row) => row.problem !== null);
  const found = total - errors.reduce((sum, row) => sum + row.lineNumbers.length, 0);
  return errors.length === 0
    ? translate('quickOrder.summary', { found, total })
    : translate('quickOrder.summaryErrors', { found, total, errors: errors.length });
}

/** What the add did, for the live region. */
type AddState =
  | { status: 'idle' | 'adding' }
  | { status: 'done'; added: number; refused: number }
  | { status: 'failed' };

/**
 * The quick order (`/hurtigbestilling`, issue 24): a text area and a file input posted to the
 * page's action (so the lines are found without JavaScript too), then the table of rows — each
 * with its line numbers, name, stock, price in the shopper's VAT choice and problem — and "Legg
 * alle gyldige i handlekurven", which sends every row without a problem with one
 * `addProductsToCart` (`sdk.quickOrder.addToCart`) and marks each row with what the cart did. A
 * polite live region says how many lines were found, then how many went into the cart.
 */
export function QuickOrderPage() {
  const actionData = useActionData<QuickOrderActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sdk = useSdk();
  const price = usePriceFormatter();
  const fileHintId = useId();
  const rows = actionData?.status === 'resolved' ? actionData.rows : null;
  // The outcomes belong to the rows they were made for: a new result starts without.
  const [added, setAdded] = useState<{
    rows: readonly QuickOrderRowData[] | null;
    outcomes: Map<string, QuickOrderOutcome>;
    state: AddState;
  }>({ rows: null, outcomes: new Map(), state: { status: 'idle' } });
  const current: { outcomes: Map<string, QuickOrderOutcome>; state: AddState } =
    added.rows === rows ? added : { outcomes: new Map(), state: { status: 'idle' } };
  const valid = rows?.filter((row) => row.problem === null && !current.outcomes.has(row.key)) ?? [];
  const submitting = navigation.state === 'submitting';

  async function addAll() {
    if (!rows || valid.length === 0) return;
    setAdded({ rows, outcomes: current.outcomes, state: { status: 'adding' } });
    try {
      const result = await sdk.quickOrder.addToCart(valid, sdk.cart);
      const outcomes = new Map(current.outcomes);
      for (const row of result.added) outcomes.set(row.key, { kind: 'added' });
      for (const refusal of result.refused) {
        outcomes.set(refusal.row.key, {
          kind: 'refused',
          code: refusal.code,
          availableQuantity: refusal.availableQuantity,
        });
      }
      setAdded({
        rows,
        outcomes,
        state: { status: 'done', added: result.added.length, refused: result.refused.length },
      });
    } catch {
      setAdded({ rows, outcomes: current.outcomes, state: { status: 'failed' } });
    }
  }

  const state = current.state;
  const announcement =
    state.status === 'done'
      ? [
          translate(
            isSingular(state.added) ? 'quickOrder.addedCountOne' : 'quickOrder.addedCount',
            { count: state.added },
          ),
          state.refused > 0 ? translate('quickOrder.refusedCount', { count: state.refused }) : '',
        ]
          .join(' ')
          .trim()
      : state.status === 'failed'
        ? translate('quickOrder.addFailed')
        : rows
          ? summary(rows)
          : submitting
            ? translate('quickOrder.searching')
            : '';

  return (
    <section className="quick-order-page" aria-labelledby="quick-order-title">
      <h1 id="quick-order-title">{translate('quickOrder.title')}</h1>
      <p>{translate('quickOrder.intro')}</p>
      <Form method="post" encType="multipart/form-data" className="quick-order-page__form">
        <FormError messages={actionData?.status === 'error' ? [actionData.message] : []} />
        <TextAreaField
          label={translate('quickOrder.linesLabel')}
          name="lines"
          rows={8}
          spellCheck={false}
          autoCapitalize="characters"
          defaultValue={actionData?.text ?? ''}
          hint={translate('quickOrder.linesHint', { max: QUICK_ORDER_MAX_LINES })}
        />
        <div className="quick-order-page__file">
          <label htmlFor={`${fileHintId}-file`}>{translate('quickOrder.fileLabel')}</label>
          <input
            id={`${fileHintId}-file`}
            type="file"
            name="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
            aria-describedby={fileHintId}
          />
          <p id={fileHintId} className="quick-order-page__hint">
            {translate('quickOrder.fileHint')}
          </p>
        </div>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {translate('quickOrder.submit')}
        </Button>
      </Form>
      <p className="quick-order-page__status" role="status">
        {announcement}
      </p>
      {rows ? (
        <>
          <div className="quick-order-page__actions">
            <Button
              onClick={() => void addAll()}
              disabled={!hydrated || valid.length === 0 || state.status === 'adding'}
            >
              {state.status === 'adding'
                ? translate('quickOrder.adding')
                : translate('quickOrder.addAll', { count: valid.length })}
            </Button>
            {state.status === 'done' && state.added > 0 ? (
              <Link href="/cart">{translate('quickOrder.goToCart')}</Link>
            ) : null}
          </div>
          <noscript>
            <p>{translate('quickOrder.noscript')}</p>
          </noscript>
          <QuickOrderTable
            rows={quickOrderTableRows(rows, price.format, current.outcomes)}
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

import { useSdk } from '@agri-parts/react-hooks';
import { Button, TextField } from '@agri-parts/ui';
import { useState, type FormEvent } from 'react';

import { translate } from '../i18n/translate';

type AlertState =
  | { status: 'idle' | 'sending' }
  | { status: 'done'; email: string }
  | { status: 'error'; message: string; field: boolean };

/**
 * "Varsle meg når den er på lager": for a part out of stock that the supplier does not
 * backorder (`stockOffer`'s `canWatch`), guests and customers alike give an address and are
 * mailed once when it returns (`sdk.stockAlerts`). The answer is said in a polite live region.
 */
export function StockAlertForm({ sku }: { sku: string }) {
  const sdk = useSdk();
  const [state, setState] = useState<AlertState>({ status: 'idle' });

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setState({ status: 'sending' });
    try {
      const outcome = await sdk.stockAlerts.subscribe({ sku, email });
      if (outcome.status === 'subscribed') setState({ status: 'done', email: outcome.email });
      else if (outcome.status === 'invalid') {
        setState({ status: 'error', message: translate('stockAlert.invalidEmail'), field: true });
      } else {
        const message =
          outcome.refusal.kind === 'too_many_requests'
            ? translate('stockAlert.tooMany')
            : translate('stockAlert.failed');
        setState({ status: 'error', message, field: false });
      }
    } catch {
      setState({ status: 'error', message: translate('stockAlert.failed'), field: false });
    }
  }

  return (
    <section className="stock-alert" aria-labelledby={`stock-alert-${sku}`}>
      <h2 id={`stock-alert-${sku}`} className="stock-alert__title">
        {translate('stockAlert.title')}
      </h2>
      <div role="status" aria-live="polite" className="stock-alert__status">
        {state.status === 'done' ? translate('stockAlert.done', { email: state.email }) : null}
        {state.status === 'error' && !state.field ? state.message : null}
      </div>
      {state.status === 'done' ? null : (
        <form className="stock-alert__form" noValidate onSubmit={(event) => void subscribe(event)}>
          <TextField
            label={translate('stockAlert.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={state.status === 'error' && state.field ? state.message : null}
          />
          <Button type="submit" variant="secondary" disabled={state.status === 'sending'}>
            {translate('stockAlert.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

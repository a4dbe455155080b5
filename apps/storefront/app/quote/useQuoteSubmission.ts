import { Form, useActionData, useFetcher, useNavigation, useSubmit } from 'react-router';

import type { QuoteActionData } from './quoteRequestAction.server';

/**
 * How a quote form is sent: on its own page as the page's `<Form>` (the action's answer renders
 * the page, also without JavaScript), or on the product page through a fetcher keyed by the
 * product, so the shopper stays on the product. Gives the form component, the action's answer
 * and whether it is on its way.
 */
export function useQuoteSubmission(mode: 'page' | 'inline', sku: string) {
  const fetcher = useFetcher<QuoteActionData>({ key: `quote-request-${sku}` });
  const actionData = useActionData<QuoteActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  return mode === 'inline'
    ? {
        Form: fetcher.Form,
        data: fetcher.data,
        busy: fetcher.state !== 'idle',
        submit: (form: HTMLFormElement) => void fetcher.submit(form),
      }
    : {
        Form,
        data: actionData,
        busy: navigation.state === 'submitting',
        submit: (form: HTMLFormElement) => void submit(form),
      };
}

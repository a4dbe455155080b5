import { useSession } from '@agri-parts/react-hooks';
import { quoteRequestLimits, quoteRequestPrefill, type QuoteRequestPrefill } from '@agri-parts/sdk';
import { FormError, SubmitButton, TextAreaField, TextField } from '@agri-parts/ui';
import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import { useEffect, useRef } from 'react';

import { useFocusOnErrors } from '../account/useFocusOnErrors';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { quoteRequestPath } from './quotePaths';
import { quoteRequestSchema } from './quoteRequestSchema';
import { useQuoteSubmission } from './useQuoteSubmission';
import { RequiredFieldsNote } from '../forms/RequiredFieldsNote';

/** Props of {@link QuoteRequestForm}. */
export interface QuoteRequestFormProps {
  sku: string;
  productName: string;
  /** On the quote page itself, or inline on the product page (sent through a fetcher). */
  mode: 'page' | 'inline';
}

/**
 * The quote form (issue 22): quantity, message, name, e-mail and telephone, a signed-in
 * customer's details filled in (`quoteRequestPrefill`). Checked in the browser when a field is
 * left and by the action with the same SDK rules; each problem shows at its field, the first
 * invalid field taking focus after a refused post. Posted to `/be-om-tilbud/:sku`, it works
 * without JavaScript. Once sent, the confirmation takes the form's place and focus.
 */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  const prefill = quoteRequestPrefill(useSession().customer);
  // After a login the session arrives with the page's first effects: the form starts again then,
  // with the customer's details (a form starts from its defaults once).
  return <QuoteRequestFields key={prefill.email || 'guest'} {...props} prefill={prefill} />;
}

function QuoteRequestFields({
  sku,
  productName,
  mode,
  prefill,
}: QuoteRequestFormProps & { prefill: QuoteRequestPrefill }) {
  const submission = useQuoteSubmission(mode, sku);
  const [form, fields] = useForm({
    id: `quote-request-${mode}`,
    lastResult: submission.data?.result,
    defaultValue: { quantity: '1', ...prefill },
    constraint: getValibotConstraint(quoteRequestSchema),
    onValidate: ({ formData }) => parseForm(formData, quoteRequestSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const errorRef = useFocusOnErrors(form.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const answer = submission.data;
  useEffect(() => {
    // The server refused a field: take the shopper to the first one.
    if (answer && !answer.receipt) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [answer]);

  if (answer?.receipt) return <QuoteRequestSent {...answer.receipt} />;
  const { Form } = submission;
  const limits = quoteRequestLimits;
  return (
    <Form
      ref={formRef}
      method="post"
      action={quoteRequestPath(sku)}
      className="quote-form"
      aria-label={translate('quote.formLabel', { product: productName })}
      {...getFormProps(form)}
    >
      <FormError
        ref={errorRef}
        id={form.errorId}
        title={translate('quote.errorTitle')}
        messages={form.errors ?? []}
      />
      <RequiredFieldsNote />
      <TextField
        key={fields.quantity.key}
        {...textFieldProps(fields.quantity)}
        type="number"
        label={translate('quote.quantity')}
        inputMode="numeric"
        min={1}
        max={limits.maxQuantity}
        step={1}
        required
        className="quote-form__quantity"
      />
      <TextAreaField
        key={fields.message.key}
        {...textFieldProps(fields.message)}
        label={translate('quote.message')}
        hint={translate('quote.messageHint', {
          max: limits.maxMessageLength.toLocaleString('nb-NO'),
        })}
      />
      <TextField
        key={fields.name.key}
        {...textFieldProps(fields.name)}
        label={translate('quote.name')}
        autoComplete="name"
        required
      />
      <TextField
        key={fields.email.key}
        {...textFieldProps(fields.email)}
        type="email"
        label={translate('quote.email')}
        hint={translate('quote.emailHint')}
        autoComplete="email"
        required
      />
      <TextField
        key={fields.phone.key}
        {...textFieldProps(fields.phone)}
        type="tel"
        label={translate('quote.phone')}
        autoComplete="tel"
      />
      <SubmitButton busy={submission.busy} busyLabel={translate('quote.sending')}>
        {translate('quote.send')}
      </SubmitButton>
    </Form>
  );
}

/** The confirmation of a sent request, read out and focused when it appears. */
function QuoteRequestSent({ number, email }: { number: string; email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="quote-sent" role="status" tabIndex={-1}>
      <p className="quote-sent__title">{translate('quote.sentTitle')}</p>
      <p>{translate('quote.sent', { number, email })}</p>
    </div>
  );
}

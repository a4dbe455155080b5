import { QUICK_ORDER_MAX_LINES } from '@agri-parts/sdk';
import { Button, FormError, TextAreaField } from '@agri-parts/ui';
import { useId } from 'react';
import { Form } from 'react-router';

import { translate } from '../i18n/translate';

/** Props of {@link QuickOrderForm}. */
export interface QuickOrderFormProps {
  /** The text posted last, kept in the text area. */
  text: string;
  /** Why the last post found nothing (said above the fields); `null` for none. */
  error: string | null;
  submitting: boolean;
}

/**
 * The quick order's form: the list typed or pasted, or a CSV file (which wins), posted to the
 * page as `multipart/form-data` — a plain form, so it works before the page's script runs.
 */
export function QuickOrderForm({ text, error, submitting }: QuickOrderFormProps) {
  const fileId = useId();
  return (
    <Form method="post" encType="multipart/form-data" className="quick-order-page__form">
      <FormError messages={error ? [error] : []} />
      <TextAreaField
        label={translate('quickOrder.linesLabel')}
        name="lines"
        rows={8}
        spellCheck={false}
        autoCapitalize="characters"
        defaultValue={text}
        hint={translate('quickOrder.linesHint', { max: QUICK_ORDER_MAX_LINES })}
      />
      <div className="quick-order-page__file">
        <label htmlFor={`${fileId}-file`}>{translate('quickOrder.fileLabel')}</label>
        <input
          id={`${fileId}-file`}
          type="file"
          name="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
          aria-describedby={`${fileId}-hint`}
        />
        <p id={`${fileId}-hint`} className="quick-order-page__hint">
          {translate('quickOrder.fileHint')}
        </p>
      </div>
      <Button type="submit" variant="secondary" disabled={submitting}>
        {translate('quickOrder.submit')}
      </Button>
    </Form>
  );
}

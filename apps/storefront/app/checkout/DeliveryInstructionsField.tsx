import { deliveryInstructionsMaxLength, deliveryInstructionsStatus } from '@agri-parts/sdk';
import { useId } from 'react';

import { translate } from '../i18n/translate';

/** Props of {@link DeliveryInstructionsField}. */
export interface DeliveryInstructionsFieldProps {
  /** The instructions as typed (or as the cart holds them). */
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field saves what was typed on the cart. */
  onBlur: () => void;
  /** Why saving failed, in Norwegian; `null` when it did not. */
  error: string | null;
}

/**
 * "Leveringsinstruksjoner (valgfritt)": a note for the carrier, at most
 * `deliveryInstructionsMaxLength` characters (the browser stops at it), with a counter the field
 * is described by.
 */
export function DeliveryInstructionsField({
  value,
  onChange,
  onBlur,
  error,
}: DeliveryInstructionsFieldProps) {
  const id = useId();
  const status = deliveryInstructionsStatus(value);
  const max = deliveryInstructionsMaxLength;
  const problem =
    error ?? (status.tooLong ? translate('checkout.deliveryInstructions.tooLong', { max }) : null);
  return (
    <div className="checkout-notes" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id}>{translate('checkout.deliveryInstructions.label')}</label>
      <textarea
        id={id}
        name="customer_notes"
        rows={3}
        maxLength={max}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="checkout-notes__hint">
        {translate('checkout.deliveryInstructions.hint')}
      </p>
      <p id={`${id}-count`} className="checkout-notes__count">
        {translate('checkout.deliveryInstructions.count', { length: status.length, max })}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="checkout-order__error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

import { paymentMethodCodes, type CardFieldValues, type CheckoutAction } from '@agri-parts/sdk';
import { TextField } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { CardFieldErrors, PaymentOption } from './orderStepView';
import { OrderStepSection } from './OrderStepSection';

/** Props of {@link PaymentSection}. */
export interface PaymentSectionProps {
  options: PaymentOption[];
  /** The code of the chosen method, else `null`. */
  chosen: string | null;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  onChoose: (code: string) => void;
  /** The card fields as typed, shown for card payment. */
  card: CardFieldValues;
  cardErrors: CardFieldErrors;
  onCardChange: (card: CardFieldValues) => void;
}

/** The payment methods to choose from and, for card payment, the card's fields. */
export function PaymentSection({
  options,
  chosen,
  pending,
  error,
  onChoose,
  card,
  cardErrors,
  onCardChange,
}: PaymentSectionProps) {
  return (
    <OrderStepSection title={translate('checkout.payment.title')} error={error}>
      <fieldset className="checkout-choices">
        <legend className="ap-visually-hidden">{translate('checkout.payment.title')}</legend>
        {options.map((option) => (
          <label key={option.code} className="checkout-choice">
            <input
              type="radio"
              name="payment-method"
              value={option.code}
              checked={chosen === option.code}
              disabled={pending !== null}
              onChange={() => onChoose(option.code)}
            />
            <span className="checkout-choice__text">
              {option.title}
              {option.description ? <small> {option.description}</small> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {chosen === paymentMethodCodes.card ? (
        <CardFields card={card} errors={cardErrors} onChange={onCardChange} />
      ) : null}
    </OrderStepSection>
  );
}

function CardFields({
  card,
  errors,
  onChange,
}: {
  card: CardFieldValues;
  errors: CardFieldErrors;
  onChange: (card: CardFieldValues) => void;
}) {
  return (
    <div className="checkout-card" role="group" aria-label={translate('checkout.card.title')}>
      <TextField
        name="cc-number"
        label={translate('checkout.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        error={errors.number}
        onChange={(event) => onChange({ ...card, number: event.currentTarget.value })}
      />
      <TextField
        name="cc-exp"
        label={translate('checkout.card.expiry')}
        autoComplete="cc-exp"
        placeholder="MM/ÅÅ"
        value={card.expiry}
        error={errors.expiry}
        onChange={(event) => onChange({ ...card, expiry: event.currentTarget.value })}
      />
      <TextField
        name="cc-csc"
        label={translate('checkout.card.cvc')}
        autoComplete="cc-csc"
        inputMode="numeric"
        value={card.cvc}
        error={errors.cvc}
        onChange={(event) => onChange({ ...card, cvc: event.currentTarget.value })}
      />
    </div>
  );
}

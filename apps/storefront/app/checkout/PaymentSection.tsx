import { paymentMethodCodes, type CheckoutAction } from '@agri-parts/sdk';
import { VippsPaymentPanel } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { HostedCardFrame, type ConfirmedCard } from './HostedCardFrame';
import type { PaymentOption } from './orderStepView';
import { OrderStepSection } from './OrderStepSection';

/** The card step: the provider's form, or the card the cart holds. */
export interface CardStep {
  /** The payment provider's origin (`PAYMENT_PROVIDER_URL`). */
  providerUrl: string;
  /** The amount to confirm (the grand total). */
  amount: number;
  /** The card the cart will be paid with, or `null` while the form is shown. */
  confirmed: { brand: string; last4: string } | null;
  onToken: (card: ConfirmedCard) => void;
  /** Shows the form again for another card. */
  onChangeCard: () => void;
}

/** The Vipps step: the mobile number and the button that sends the shopper to Vipps. */
export interface VippsStep {
  phone: string;
  setPhone: (phone: string) => void;
  phoneError: string | null;
  /** Why the last Vipps payment did not pay (after the return), else `null`. */
  notice: string | null;
  busy: boolean;
  pay: () => void;
}

const vippsLabels = {
  phone: translate('checkout.vipps.phone'),
  phoneHint: translate('checkout.vipps.phoneHint'),
  pay: translate('checkout.vipps.pay'),
  paying: translate('checkout.vipps.paying'),
};

/** Props of {@link PaymentSection}. */
export interface PaymentSectionProps {
  options: PaymentOption[];
  /** The code of the chosen method, else `null`. */
  chosen: string | null;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  onChoose: (code: string) => void;
  /** Card payment: the provider's hosted form, shown when card is chosen. */
  card: CardStep;
  /** Vipps: the number and the button, shown when Vipps is chosen. */
  vipps: VippsStep;
}

/** The payment methods to choose from and, for card payment the card's fields, for Vipps the mobile number. */
export function PaymentSection({
  options,
  chosen,
  pending,
  error,
  onChoose,
  card,
  vipps,
}: PaymentSectionProps) {
  return (
    <OrderStepSection title={translate('checkout.payment.title')} error={error}>
      <fieldset className="checkout-choices">
        <legend className="ap-visually-hidden">{translate('checkout.payment.title')}</legend>
        {options.map((option) => (
          <label key={option.code} className="checkout-choice">
            {/* An unavailable method says why before it is chosen, and cannot be chosen. */}
            <input
              type="radio"
              name="payment-method"
              value={option.code}
              checked={chosen === option.code && option.unavailableReason === null}
              disabled={pending !== null || option.unavailableReason !== null}
              aria-describedby={
                option.unavailableReason ? `payment-${option.code}-unavailable` : undefined
              }
              onChange={() => onChoose(option.code)}
            />
            <span className="checkout-choice__text">
              {option.title}
              {option.description ? <small> {option.description}</small> : null}
              {option.unavailableReason ? (
                <small
                  id={`payment-${option.code}-unavailable`}
                  className="checkout-choice__unavailable"
                >
                  {' '}
                  {option.unavailableReason}
                </small>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {chosen === paymentMethodCodes.card ? <CardPayment card={card} /> : null}
      {chosen === paymentMethodCodes.vipps ? (
        <VippsPaymentPanel
          className="checkout-vipps"
          labels={vippsLabels}
          note={translate('checkout.vipps.note')}
          phone={vipps.phone}
          onPhoneChange={vipps.setPhone}
          phoneError={vipps.phoneError}
          message={vipps.notice}
          busy={vipps.busy}
          onPay={vipps.pay}
        />
      ) : null}
    </OrderStepSection>
  );
}

/** The card the cart holds, with a way to use another; else the provider's form. */
function CardPayment({ card }: { card: CardStep }) {
  if (card.confirmed) {
    return (
      <div className="checkout-card">
        <p role="status">
          {translate('checkout.card.confirmed', {
            brand: card.confirmed.brand,
            last4: card.confirmed.last4,
          })}
        </p>
        <button type="button" className="checkout-card__button" onClick={card.onChangeCard}>
          {translate('checkout.card.change')}
        </button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={translate('checkout.card.title')}>
      <p className="checkout-card__note">{translate('checkout.card.note')}</p>
      <HostedCardFrame providerUrl={card.providerUrl} amount={card.amount} onToken={card.onToken} />
    </div>
  );
}

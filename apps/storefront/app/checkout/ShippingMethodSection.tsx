import type { CheckoutAction, CheckoutCart } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { shippingPriceText } from './orderStepView';
import { OrderStepSection } from './OrderStepSection';

/** Props of {@link ShippingMethodSection}. */
export interface ShippingMethodSectionProps {
  checkout: CheckoutCart;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  /** Whether prices show with VAT (the shopper's tax display). */
  showIncludingTax: boolean;
  onChoose: (carrierCode: string, methodCode: string) => void;
}

/**
 * The shipping methods the address can have, each with its price in the shopper's tax display;
 * before an address, a prompt to choose one; none for the country (spec §8), an alert.
 */
export function ShippingMethodSection({
  checkout,
  pending,
  error,
  showIncludingTax,
  onChoose,
}: ShippingMethodSectionProps) {
  const selected = checkout.selectedShippingMethod;
  return (
    <OrderStepSection title={translate('checkout.shipping.methodTitle')} error={error}>
      {checkout.shippingMethodsStatus === 'none-for-country' ? (
        <p role="alert">{translate('checkout.noShippingMethods')}</p>
      ) : checkout.shippingMethodsStatus === 'address-missing' ? (
        <p>{translate('checkout.shipping.chooseAddressFirst')}</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend className="ap-visually-hidden">
            {translate('checkout.shipping.methodTitle')}
          </legend>
          {checkout.shippingMethods.map((method) => (
            <label key={`${method.carrierCode}/${method.methodCode}`} className="checkout-choice">
              <input
                type="radio"
                name="shipping-method"
                checked={
                  selected?.carrierCode === method.carrierCode &&
                  selected.methodCode === method.methodCode
                }
                disabled={!method.available || pending !== null}
                onChange={() => onChoose(method.carrierCode, method.methodCode)}
              />
              <span className="checkout-choice__text">
                {method.carrierTitle} – {method.methodTitle}
              </span>
              <span className="checkout-choice__price">
                {shippingPriceText(showIncludingTax ? method.priceInclTax : method.priceExclTax)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </OrderStepSection>
  );
}

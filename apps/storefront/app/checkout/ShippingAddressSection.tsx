import type {
  CheckoutAction,
  CheckoutCart,
  Customer,
  ShippingAddressChoice,
} from '@agri-parts/sdk';
import { useState } from 'react';

import type { CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';
import { NewAddressForm } from './NewAddressForm';
import { OrderStepAddressChoice } from './OrderStepAddressChoice';
import { OrderStepSection } from './OrderStepSection';

/** Props of {@link ShippingAddressSection}. */
export interface ShippingAddressSectionProps {
  customer: Customer;
  countries: CountryOptions;
  checkout: CheckoutCart;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  /** Sends the chosen address to the cart. */
  onChoose: (choice: ShippingAddressChoice) => void;
}

/**
 * The shipping address: an entry of the address book, or a new one typed in (the only choice
 * without addresses); a virtual cart needs none.
 */
export function ShippingAddressSection({
  customer,
  countries,
  checkout,
  pending,
  error,
  onChoose,
}: ShippingAddressSectionProps) {
  const [newAddress, setNewAddress] = useState(customer.addresses.length === 0);
  const selectedShippingId = checkout.shippingAddress?.customerAddressId ?? null;
  const title = translate('checkout.shipping.addressTitle');

  return (
    <OrderStepSection title={title} error={error}>
      {checkout.isVirtual ? (
        <p>{translate('checkout.shipping.notNeeded')}</p>
      ) : (
        <>
          <fieldset className="checkout-choices">
            <legend className="ap-visually-hidden">{title}</legend>
            {customer.addresses.map((address) => (
              <OrderStepAddressChoice
                key={address.id}
                name="shipping-address"
                address={address}
                countries={countries}
                checked={!newAddress && selectedShippingId === address.id}
                disabled={pending !== null}
                onChange={() => {
                  setNewAddress(false);
                  onChoose({ customerAddressId: address.id });
                }}
              />
            ))}
            <label className="checkout-choice">
              <input
                type="radio"
                name="shipping-address"
                checked={newAddress}
                onChange={() => setNewAddress(true)}
              />
              {translate('checkout.shipping.newAddress')}
            </label>
          </fieldset>
          {newAddress ? (
            <NewAddressForm
              countries={countries}
              busy={pending === 'shipping-address'}
              onSubmit={(address) => onChoose({ address })}
            />
          ) : null}
        </>
      )}
    </OrderStepSection>
  );
}

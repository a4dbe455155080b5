import {
  billingAddressRule,
  type CheckoutAction,
  type CheckoutCart,
  type Customer,
} from '@agri-parts/sdk';

import type { CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';
import { OrderStepAddress, OrderStepAddressChoice } from './OrderStepAddressChoice';
import { OrderStepSection } from './OrderStepSection';

/** Props of {@link BillingAddressSection}. */
export interface BillingAddressSectionProps {
  customer: Customer;
  countries: CountryOptions;
  checkout: CheckoutCart;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  /** Whether the order is billed to the shipping address. */
  billingSame: boolean;
  onBillingSameChange: (same: boolean) => void;
  /** Sends an address book entry to the cart as the billing address. */
  onChoose: (customerAddressId: number) => void;
}

/**
 * The billing address (spec §6): a company customer's default billing address with the reason
 * it cannot change ({@link billingAddressRule}); anyone else the shipping address, or an entry of
 * the address book once that is unticked.
 */
export function BillingAddressSection(props: BillingAddressSectionProps) {
  const { customer, countries, error } = props;
  const billing = billingAddressRule(customer);
  const billingAddress = customer.addresses.find(
    (address) => billing.kind === 'locked' && address.id === billing.addressId,
  );

  return (
    <OrderStepSection title={translate('checkout.billing.title')} error={error}>
      {billing.kind === 'locked' ? (
        <>
          {billingAddress ? (
            <OrderStepAddress address={billingAddress} countries={countries} />
          ) : null}
          <p className="checkout-order__note">{translate('checkout.billing.locked')}</p>
        </>
      ) : (
        <BillingChoice {...props} />
      )}
    </OrderStepSection>
  );
}

function BillingChoice({
  customer,
  countries,
  checkout,
  pending,
  billingSame,
  onBillingSameChange,
  onChoose,
}: BillingAddressSectionProps) {
  return (
    <>
      <label className="checkout-choice">
        <input
          type="checkbox"
          checked={billingSame}
          onChange={(event) => onBillingSameChange(event.currentTarget.checked)}
        />
        {translate('checkout.billing.sameAsShipping')}
      </label>
      {billingSame ? null : (
        <fieldset className="checkout-choices">
          <legend>{translate('checkout.billing.choose')}</legend>
          {customer.addresses.map((address) => (
            <OrderStepAddressChoice
              key={address.id}
              name="billing-address"
              address={address}
              countries={countries}
              checked={checkout.billingAddress?.customerAddressId === address.id}
              disabled={pending !== null}
              onChange={() => onChoose(address.id)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}

import {
  billingAddressDefault,
  billingAddressRule,
  cartAddressSelection,
  type AddressInput,
  type CheckoutAction,
  type CheckoutCart,
  type Customer,
} from '@agri-parts/sdk';

import type { CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';
import { CartAddressChoices } from './CartAddressChoices';
import { OrderStepAddress } from './OrderStepAddressChoice';
import { OrderStepSection } from './OrderStepSection';

/** Props of {@link BillingAddressSection}. */
export interface BillingAddressSectionProps {
  customer: Customer;
  countries: CountryOptions;
  checkout: CheckoutCart;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  /** Whether the order is billed to the shipping address (a cart that ships something). */
  billingSame: boolean;
  onBillingSameChange: (same: boolean) => void;
  /** Sends an address book entry to the cart as the billing address. */
  onChoose: (customerAddressId: number) => void;
  /** Sends a typed address as the billing address; resolves `true` once the cart has it. */
  onSubmitAddress: (address: AddressInput) => Promise<boolean>;
}

/**
 * The billing address (spec §6): a company customer's default billing address with the reason
 * it cannot change ({@link billingAddressRule}); anyone else the shipping address, or another
 * once that is unticked. A cart that ships nothing (services, PDF manuals) has no shipping
 * address to be "the same as": its billing address is chosen or typed in directly, the form
 * open when there is no default billing address (`billingAddressDefault`).
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
  onSubmitAddress,
}: BillingAddressSectionProps) {
  const ships = !checkout.isVirtual;
  const startWithForm = billingAddressDefault(customer, checkout).kind === 'new-address';
  return (
    <>
      {ships ? (
        <label className="checkout-choice">
          <input
            type="checkbox"
            checked={billingSame}
            onChange={(event) => onBillingSameChange(event.currentTarget.checked)}
          />
          {translate('checkout.billing.sameAsShipping')}
        </label>
      ) : null}
      {ships && billingSame ? null : (
        <>
          {ships ? null : (
            <p className="checkout-order__note">
              {translate('checkout.shipping.notNeeded')}
              {startWithForm && !checkout.billingAddress
                ? ` ${translate('checkout.billing.fillIn')}`
                : null}
            </p>
          )}
          <CartAddressChoices
            name="billing-address"
            legend={translate('checkout.billing.choose')}
            hideLegend={!ships}
            addresses={customer.addresses}
            countries={countries}
            selection={cartAddressSelection(checkout.billingAddress, customer.addresses)}
            openFormFirst={startWithForm}
            disabled={pending !== null}
            busy={pending === 'billing-address'}
            newAddressLabel={translate('checkout.billing.newAddress')}
            submitLabel={translate('checkout.billing.useAddress')}
            onChooseBookAddress={onChoose}
            onSubmitAddress={onSubmitAddress}
          />
        </>
      )}
    </>
  );
}

import {
  cartAddressSelection,
  type CheckoutAction,
  type CheckoutCart,
  type Customer,
  type ShippingAddressChoice,
} from '@agri-parts/sdk';

import type { CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';
import { CartAddressChoices } from './CartAddressChoices';
import { DeliveryInstructionsField } from './DeliveryInstructionsField';
import { OrderStepSection } from './OrderStepSection';

/** Props of {@link ShippingAddressSection}. */
export interface ShippingAddressSectionProps {
  customer: Customer;
  countries: CountryOptions;
  checkout: CheckoutCart;
  /** The checkout action under way (the choices wait for it), else `null`. */
  pending: CheckoutAction | null;
  error: string | null;
  /** Sends the chosen address to the cart; resolves `true` once it has it. */
  onChoose: (choice: ShippingAddressChoice) => Promise<boolean>;
  /** The delivery instructions field: as typed, saved on the cart when left. */
  notes: {
    value: string;
    onChange: (value: string) => void;
    onSave: () => void;
    error: string | null;
  };
}

/**
 * The shipping address (only for a cart that ships something): an entry of the address book,
 * the address typed in before as the cart holds it, or a new one (the only choice without
 * addresses); then the delivery instructions.
 */
export function ShippingAddressSection({
  customer,
  countries,
  checkout,
  pending,
  error,
  onChoose,
  notes,
}: ShippingAddressSectionProps) {
  const title = translate('checkout.shipping.addressTitle');
  return (
    <OrderStepSection title={title} error={error}>
      <CartAddressChoices
        name="shipping-address"
        legend={title}
        hideLegend
        addresses={customer.addresses}
        countries={countries}
        selection={cartAddressSelection(checkout.shippingAddress, customer.addresses)}
        disabled={pending !== null}
        busy={pending === 'shipping-address'}
        newAddressLabel={translate('checkout.shipping.newAddress')}
        submitLabel={translate('checkout.shipping.useAddress')}
        onChooseBookAddress={(customerAddressId) => void onChoose({ customerAddressId })}
        onSubmitAddress={(address) => onChoose({ address })}
      />
      <DeliveryInstructionsField
        value={notes.value}
        onChange={notes.onChange}
        onBlur={notes.onSave}
        error={notes.error}
      />
    </OrderStepSection>
  );
}

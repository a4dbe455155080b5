import type { Address } from '@agri-parts/sdk';
import { PostalAddress } from '@agri-parts/ui';

import { postalAddress, type CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';

const addressLabels = {
  telephone: translate('address.telephone'),
  vatId: translate('address.vatIdShort'),
};

/** Props of {@link OrderStepAddressChoice}. */
export interface OrderStepAddressChoiceProps {
  /** The radio group's name. */
  name: string;
  address: Address;
  countries: CountryOptions;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}

/** An address book entry as a radio choice of the order step, the address written out. */
export function OrderStepAddressChoice({
  name,
  address,
  countries,
  checked,
  disabled,
  onChange,
}: OrderStepAddressChoiceProps) {
  return (
    <label className="checkout-choice">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} />
      <PostalAddress address={postalAddress(address, countries)} labels={addressLabels} />
    </label>
  );
}

/** The address as the order step writes it out, without a choice (a company's billing address). */
export function OrderStepAddress({
  address,
  countries,
}: {
  address: Address;
  countries: CountryOptions;
}) {
  return <PostalAddress address={postalAddress(address, countries)} labels={addressLabels} />;
}

import {
  addressInputOf,
  type Address,
  type AddressInput,
  type CartAddressSelection,
  type CheckoutAddress,
} from '@agri-parts/sdk';
import { PostalAddress } from '@agri-parts/ui';
import { useState } from 'react';

import { postalAddress, type CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';
import { NewAddressForm } from './NewAddressForm';
import { OrderStepAddressChoice } from './OrderStepAddressChoice';

const addressLabels = {
  telephone: translate('address.telephone'),
  vatId: translate('address.vatIdShort'),
};

/** Props of {@link CartAddressChoices}. */
export interface CartAddressChoicesProps {
  /** The radio group's name (`shipping-address`, `billing-address`). */
  name: string;
  /** The group's label (visually hidden when the section's heading says it). */
  legend: string;
  hideLegend?: boolean;
  addresses: readonly Address[];
  countries: CountryOptions;
  /** What the cart holds (`cartAddressSelection`): shown as chosen, never an empty form. */
  selection: CartAddressSelection;
  /** Whether the form starts open though the customer has addresses to choose from. */
  openFormFirst?: boolean;
  /** A change under way: the choices wait for it. */
  disabled: boolean;
  busy: boolean;
  newAddressLabel: string;
  submitLabel: string;
  onChooseBookAddress: (customerAddressId: number) => void;
  /** Sends a typed address; resolves `true` once the cart has it (the form then closes). */
  onSubmitAddress: (address: AddressInput) => Promise<boolean>;
}

/** A typed-in address on the cart as `PostalAddress` shows it. */
const typedPostalAddress = (address: CheckoutAddress, countries: CountryOptions) =>
  postalAddress({ ...address, region: address.region?.label ?? null }, countries);

/**
 * An address for the cart: the customer's address book entries, the address typed in before
 * (as the cart holds it, after a reload too), or a new one in the form — the only choice for a
 * customer without addresses. The form starts from the typed address, to change it.
 */
export function CartAddressChoices(props: CartAddressChoicesProps) {
  const { name, addresses, countries, selection, disabled } = props;
  const typed = selection.kind === 'typed' ? selection.address : null;
  const onlyForm = addresses.length === 0 && !typed;
  const [formOpen, setFormOpen] = useState(
    onlyForm || (selection.kind === 'none' && props.openFormFirst === true),
  );
  const form = (
    <NewAddressForm
      countries={countries}
      busy={props.busy}
      initial={typed ? addressInputOf(typed) : null}
      submitLabel={props.submitLabel}
      onSubmit={(address) =>
        void props.onSubmitAddress(address).then((done) => done && setFormOpen(false))
      }
    />
  );
  if (onlyForm) return form;

  return (
    <>
      <fieldset className="checkout-choices">
        <legend className={props.hideLegend ? 'ap-visually-hidden' : undefined}>
          {props.legend}
        </legend>
        {addresses.map((address) => (
          <OrderStepAddressChoice
            key={address.id}
            name={name}
            address={address}
            countries={countries}
            checked={
              !formOpen && selection.kind === 'address-book' && selection.addressId === address.id
            }
            disabled={disabled}
            onChange={() => {
              setFormOpen(false);
              props.onChooseBookAddress(address.id);
            }}
          />
        ))}
        {typed ? (
          <label className="checkout-choice">
            <input
              type="radio"
              name={name}
              checked={!formOpen}
              disabled={disabled}
              onChange={() => setFormOpen(false)}
            />
            <span className="checkout-choice__text">
              <span className="ap-visually-hidden">{translate('checkout.address.onCart')}: </span>
              <PostalAddress
                address={typedPostalAddress(typed, countries)}
                labels={addressLabels}
              />
            </span>
          </label>
        ) : null}
        <label className="checkout-choice">
          <input type="radio" name={name} checked={formOpen} onChange={() => setFormOpen(true)} />
          {typed ? translate('checkout.address.change') : props.newAddressLabel}
        </label>
      </fieldset>
      {formOpen ? form : null}
    </>
  );
}

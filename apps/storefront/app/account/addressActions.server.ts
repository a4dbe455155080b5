import { asksForVatId, type Address, type Customer } from '@agri-parts/sdk';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { accountPaths } from './accountPaths';
import { addressSchema } from '../forms/addressSchemas';
import { parseForm } from '../forms/parseForm';
import { fillPoststed } from '../forms/poststed.server';
import { translate } from '../i18n/translate';
import { sdkContext } from '../sdk/sdkContext';
import { requireCustomer } from '../session/requireSession.server';
import { withNotice } from './accountNotice';
import { accountPageErrorMessage, leaveWhenSessionEnded } from './accountPageErrors';
import {
  addressCards,
  addressFormDefaults,
  addressPermissions,
  countryOptions,
  defaultFlagControls,
  deleteFields,
  shortAddress,
  type CountryOptions,
} from './addressView';
import { errorsAtField } from '../forms/refusalAtField';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { addressId?: string };
}

/** What the address book's action answers when it did not delete. */
export interface AddressesActionData {
  /** Asks to confirm the delete of this address (a post without `confirmed`: no JavaScript). */
  confirmDelete?: { id: number; name: string; street: string } | null;
  /** Why the address was not deleted. */
  deleteError?: string | null;
}

/** What the address form's action answers when the address was not saved. */
export interface AddressFormActionData {
  result: SubmissionResult<string[]>;
}

/** The address id of a URL or a form, or `null` when it is not one. Pure. */
export function parseAddressId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The store's countries as the address pages offer them (Norway alone when they cannot be loaded). */
async function loadCountryOptions(
  context: Readonly<RouterContextProvider>,
): Promise<CountryOptions> {
  return countryOptions(await context.get(sdkContext).config.loadCountries());
}

/** The address book (`/customer/addresses-details`): the cards, what may be done with each. */
export async function addressesLoader({ context }: Pick<LoaderArgs, 'context'>) {
  const customer = await requireCustomer(context);
  return { cards: addressCards(customer, await loadCountryOptions(context)) };
}

/**
 * Deletes an address of the book: a post with `intent=delete` and `addressId`. Without
 * `confirmed=yes` (the card's button before the page runs) it asks first — the page shows a
 * confirmation with that button; once the page runs, a dialog asks instead and posts with it. A
 * delete that goes through answers with a 303 back with its notice; a refusal (a default
 * address; a company's billing address, spec §6 — the API's message) with the reason.
 */
export async function addressesAction({
  request,
  context,
}: Pick<LoaderArgs, 'request' | 'context'>) {
  const customer = await requireCustomer(context);
  const formData = await request.formData();
  if (formData.get(deleteFields.intent) !== 'delete') throw data(null, { status: 400 });
  const id = parseAddressId(formData.get(deleteFields.addressId));
  const address = customer.addresses.find((candidate) => candidate.id === id);
  if (id === null || !address) {
    return data<AddressesActionData>(
      { deleteError: translate('address.notFound') },
      { status: 404 },
    );
  }
  if (formData.get(deleteFields.confirmed) !== 'yes') {
    const reason = addressPermissions(address, customer).deleteDisabledReason;
    if (reason) return data<AddressesActionData>({ deleteError: reason }, { status: 400 });
    return data<AddressesActionData>({ confirmDelete: deleteQuestion(address) });
  }
  try {
    await context.get(sdkContext).addresses.remove(id);
  } catch (error) {
    leaveWhenSessionEnded(error);
    return data<AddressesActionData>(
      { deleteError: accountPageErrorMessage(error) },
      { status: 400 },
    );
  }
  throw redirect(withNotice(accountPaths.addresses, 'address-deleted'), 303);
}

/** What the confirmation names of the address to delete. */
export function deleteQuestion(address: Address): { id: number; name: string; street: string } {
  return {
    id: address.id,
    name: `${address.firstname} ${address.lastname}`.trim(),
    street: shortAddress(address),
  };
}

/** The address being edited (`:addressId`), `null` on the create page; a 404 for another id. */
function addressOfPage(customer: Customer, params: LoaderArgs['params']): Address | null {
  if (params.addressId === undefined) return null;
  const id = parseAddressId(params.addressId);
  const address = customer.addresses.find((candidate) => candidate.id === id);
  if (!address) throw data(null, { status: 404 });
  return address;
}

/**
 * The address form (`…/create`, `…/edit/:addressId`): what it starts with, the countries, how it
 * offers the default flags, and — for a company customer's billing address — why it cannot be
 * edited at all. An address id the customer does not have is a 404.
 */
export async function addressFormLoader({
  context,
  params,
}: Pick<LoaderArgs, 'context' | 'params'>) {
  const customer = await requireCustomer(context);
  const address = addressOfPage(customer, params);
  return {
    editing: address !== null,
    defaults: addressFormDefaults(address, customer),
    controls: defaultFlagControls(address, customer),
    countries: await loadCountryOptions(context),
    lockedReason: address ? addressPermissions(address, customer).editDisabledReason : null,
    asksForVatId: asksForVatId(customer, address),
  };
}

/**
 * Saves the address form: checked with the schema the browser uses, then created or updated
 * through `sdk.addresses`. A default flag is sent only when ticked (a default moves to another
 * address, it is never unset); the VAT id only when the form asks for it. On success a 303 to the address book with its notice; otherwise
 * the form again with what the shopper typed and the errors — the API's refusals (such as the
 * company rule of spec §6) in Norwegian.
 */
export async function addressFormAction({ request, context, params }: LoaderArgs) {
  const customer = await requireCustomer(context);
  const address = addressOfPage(customer, params);
  // Without JavaScript nothing filled the town as the postcode was typed: do it here.
  const formData = fillPoststed(await request.formData());
  const countries = await loadCountryOptions(context);
  const submission = parseForm(
    formData,
    addressSchema({ countryCodes: countries.map((option) => option.value) }),
  );
  if (submission.status !== 'success') {
    return data<AddressFormActionData>({ result: submission.reply() }, { status: 400 });
  }
  const { defaultBilling, defaultShipping, vatId, ...fields } = submission.value;
  const input = {
    ...fields,
    // Not asked, not sent: a field the form did not show never clears what the address holds.
    ...(asksForVatId(customer, address) && { vatId }),
    ...(defaultBilling && { defaultBilling: true }),
    ...(defaultShipping && { defaultShipping: true }),
  };
  const sdk = context.get(sdkContext);
  try {
    if (address) await sdk.addresses.update(address.id, input);
    else await sdk.addresses.create(input);
  } catch (error) {
    leaveWhenSessionEnded(error);
    return data<AddressFormActionData>(
      {
        result: submission.reply(
          errorsAtField(error, accountPageErrorMessage(error), {
            telephone: 'telephone',
            postcode: 'postcode',
          }),
        ),
      },
      { status: 400 },
    );
  }
  throw redirect(
    withNotice(accountPaths.addresses, address ? 'address-saved' : 'address-created'),
    303,
  );
}

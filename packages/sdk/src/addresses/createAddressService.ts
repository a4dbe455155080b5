import { SdkError } from '../errors/SdkError';
import {
  type CountryCodeEnum,
  type CustomerAddressFieldsFragment,
  type CustomerAddressInput,
} from '../generated/graphql';
import { CreateCustomerAddressDocument } from './createCustomerAddress.generated';
import { CustomerAddressesDocument } from './customerAddresses.generated';
import { DeleteCustomerAddressDocument } from './deleteCustomerAddress.generated';
import { UpdateCustomerAddressDocument } from './updateCustomerAddress.generated';
import type { Customer } from '../customer/mapCustomer';
import type { Transport } from '../transport/createTransport';
import { customerWithAddress, customerWithoutAddress } from './customerAddressBook';
import {
  defaultAddressId,
  mapAddress,
  mapAddresses,
  type Address,
  type AddressRegion,
} from './mapAddress';

/**
 * An address to save. `street` lists the street lines (street first, then apartment,
 * neighbourhood, extra; `joinStreet` builds it from named lines).
 */
export interface AddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  postcode: string;
  /** Two-letter country code, such as `NO`. */
  countryCode: string;
  region?: Partial<AddressRegion> | null;
  telephone?: string | null;
  vatId?: string | null;
  defaultBilling?: boolean;
  defaultShipping?: boolean;
}

/** The customer's address book: the addresses and which are the defaults. */
export interface AddressBook {
  addresses: Address[];
  defaultBillingId: number | null;
  defaultShippingId: number | null;
}

/**
 * The signed-in customer's address book (`sdk.addresses`). Every change keeps the customer in
 * `sdk.session` up to date. Failures are thrown as `SdkError`; commerce-api refuses a company
 * customer's change of billing (see `canEditBilling`) with a `graphql` error.
 */
export interface AddressService {
  /** The addresses (`customer { addresses }`), with the default ids. */
  list(): Promise<AddressBook>;
  /** Saves a new address (`createCustomerAddress`) and resolves with it. */
  create(input: AddressInput): Promise<Address>;
  /** Changes an address (`updateCustomerAddress`); fields left out keep their value. */
  update(id: number, input: Partial<AddressInput>): Promise<Address>;
  /** Removes an address (`deleteCustomerAddress`). */
  remove(id: number): Promise<void>;
}

/** Options of {@link createAddressService}. */
export interface AddressServiceOptions {
  /** The customer in the session, if loaded (`sdk.session.getSnapshot().customer`). */
  getCustomer?: () => Customer | null;
  /** Called with the customer after a change of the address book (`sdk.session.setCustomer`). */
  onCustomerChanged?: (customer: Customer) => void;
}

/**
 * Creates the address service of one SDK instance.
 *
 * @example
 * ```ts
 * const { addresses } = await sdk.addresses.list();
 * await sdk.addresses.create({
 *   firstname: 'Ola', lastname: 'Nordmann', street: joinStreet({ street: 'Storgata 1' }),
 *   city: 'Hamar', postcode: '2317', countryCode: 'NO', defaultShipping: true,
 * });
 * ```
 */
export function createAddressService(
  transport: Transport,
  options: AddressServiceOptions = {},
): AddressService {
  function updateSession(change: (customer: Customer) => Customer): void {
    const customer = options.getCustomer?.();
    if (customer) options.onCustomerChanged?.(change(customer));
  }

  function saved(data: CustomerAddressFieldsFragment | null, operation: string): Address {
    const address = data ? mapAddress(data) : null;
    if (!address)
      throw new SdkError('graphql', `The backend answered ${operation} without an address`);
    updateSession((customer) => customerWithAddress(customer, address));
    return address;
  }

  return {
    async list() {
      const { customer } = await transport.request(CustomerAddressesDocument);
      if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
      const addresses = mapAddresses(customer.addresses);
      const book: AddressBook = {
        addresses,
        defaultBillingId: defaultAddressId(customer.default_billing, addresses, 'defaultBilling'),
        defaultShippingId: defaultAddressId(
          customer.default_shipping,
          addresses,
          'defaultShipping',
        ),
      };
      updateSession((current) => ({ ...current, ...book }));
      return book;
    },
    async create(input) {
      const { createCustomerAddress } = await transport.request(CreateCustomerAddressDocument, {
        input: customerAddressInput(input),
      });
      return saved(createCustomerAddress, 'createCustomerAddress');
    },
    async update(id, input) {
      const { updateCustomerAddress } = await transport.request(UpdateCustomerAddressDocument, {
        id,
        input: customerAddressInput(input),
      });
      return saved(updateCustomerAddress, 'updateCustomerAddress');
    },
    async remove(id) {
      const { deleteCustomerAddress } = await transport.request(DeleteCustomerAddressDocument, {
        id,
      });
      if (deleteCustomerAddress !== true) {
        throw new SdkError('graphql', `The backend did not remove address ${id}`);
      }
      updateSession((customer) => customerWithoutAddress(customer, id));
    },
  };
}

function customerAddressInput(input: Partial<AddressInput>): CustomerAddressInput {
  const region = input.region;
  return {
    ...(input.firstname !== undefined && { firstname: input.firstname }),
    ...(input.lastname !== undefined && { lastname: input.lastname }),
    ...(input.company !== undefined && { company: input.company ?? '' }),
    ...(input.street !== undefined && { street: [...input.street] }),
    ...(input.city !== undefined && { city: input.city }),
    ...(input.postcode !== undefined && { postcode: input.postcode }),
    ...(input.countryCode !== undefined && {
      country_code: input.countryCode.toUpperCase() as CountryCodeEnum,
    }),
    ...(region !== undefined && {
      region: {
        ...(region?.name != null && { region: region.name }),
        ...(region?.code != null && { region_code: region.code }),
        ...(region?.id != null && { region_id: region.id }),
      },
    }),
    ...(input.telephone !== undefined && { telephone: input.telephone ?? '' }),
    ...(input.vatId !== undefined && { vat_id: input.vatId ?? '' }),
    ...(input.defaultBilling !== undefined && { default_billing: input.defaultBilling }),
    ...(input.defaultShipping !== undefined && { default_shipping: input.defaultShipping }),
  };
}

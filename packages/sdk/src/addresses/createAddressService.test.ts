import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mapCustomer, type Customer } from '../customer/mapCustomer';
import { isSdkError } from '../errors/SdkError';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { buildAddressData, buildCustomerData } from '../testing/customerData';
import { createTransport } from '../transport/createTransport';
import { createAddressService } from './createAddressService';
import { mapAddress } from './mapAddress';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(customer: Customer | null = mapCustomer(buildCustomerData())) {
  const events = createEventBus();
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const onCustomerChanged = vi.fn();
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => 'token-1',
    events,
  });
  const addresses = createAddressService(transport, {
    getCustomer: () => customer,
    onCustomerChanged,
  });
  return { addresses, onCustomerChanged, expired };
}

function errors(message: string, category: string) {
  return HttpResponse.json<{ errors: { message: string; extensions: { category: string } }[] }>({
    errors: [{ message, extensions: { category } }],
  });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createAddressService', () => {
  describe('list', () => {
    it('reads the addresses and default ids, and refreshes the session’s customer', async () => {
      const data = [
        buildAddressData({ id: 5, default_billing: true, default_shipping: false }),
        buildAddressData({
          id: 6,
          default_billing: false,
          default_shipping: true,
          city: 'Elverum',
        }),
      ];
      server.use(
        magento.query('CustomerAddresses', () =>
          HttpResponse.json({
            data: { customer: { default_billing: '5', default_shipping: '6', addresses: data } },
          }),
        ),
      );
      const { addresses, onCustomerChanged } = setup();

      const book = await addresses.list();

      expect(book).toEqual({
        addresses: data.map((address) => mapAddress(address)),
        defaultBillingId: 5,
        defaultShippingId: 6,
      });
      expect(onCustomerChanged).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'ola.nordmann@example.no', ...book }),
      );
    });

    it('leaves the session alone when it has no customer loaded', async () => {
      server.use(
        magento.query('CustomerAddresses', () =>
          HttpResponse.json({
            data: { customer: { default_billing: null, default_shipping: null, addresses: [] } },
          }),
        ),
      );
      const { addresses, onCustomerChanged } = setup(null);

      await expect(addresses.list()).resolves.toEqual({
        addresses: [],
        defaultBillingId: null,
        defaultShippingId: null,
      });
      expect(onCustomerChanged).not.toHaveBeenCalled();
    });

    it('throws an authorization error, which ends the session, for a refused token', async () => {
      server.use(
        magento.query('CustomerAddresses', () =>
          errors("The current customer isn't authorized.", 'graphql-authorization'),
        ),
      );
      const { addresses, expired } = setup();

      const error = await caught(addresses.list());

      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(expired).toEqual([{ reason: 'authorization' }]);
    });

    it('throws a network error when the backend cannot be reached', async () => {
      server.use(http.get(endpoint, () => HttpResponse.error()));
      const { addresses } = setup();

      expect(isSdkError(await caught(addresses.list()), 'network')).toBe(true);
    });
  });

  describe('create', () => {
    it('sends the address in Magento’s fields and adds it to the session’s customer', async () => {
      let sent: unknown;
      const saved = buildAddressData({
        id: 9,
        street: ['Storgata 1', '', 'Sentrum'],
        default_billing: false,
        default_shipping: true,
      });
      server.use(
        magento.mutation('CreateCustomerAddress', ({ variables }) => {
          sent = variables['input'];
          return HttpResponse.json({ data: { createCustomerAddress: saved } });
        }),
      );
      const { addresses, onCustomerChanged } = setup();

      const address = await addresses.create({
        firstname: 'Ola',
        lastname: 'Nordmann',
        company: 'Haugen Gård AS',
        street: ['Storgata 1', '', 'Sentrum'],
        city: 'Hamar',
        postcode: '2317',
        countryCode: 'no',
        region: { name: 'Innlandet', code: null },
        telephone: '+4790000000',
        vatId: 'NO987654321MVA',
        defaultShipping: true,
      });

      expect(sent).toEqual({
        firstname: 'Ola',
        lastname: 'Nordmann',
        company: 'Haugen Gård AS',
        street: ['Storgata 1', '', 'Sentrum'],
        city: 'Hamar',
        postcode: '2317',
        country_code: 'NO',
        region: { region: 'Innlandet' },
        telephone: '+4790000000',
        vat_id: 'NO987654321MVA',
        default_shipping: true,
      });
      expect(address).toEqual(mapAddress(saved));
      const [customer] = onCustomerChanged.mock.calls[0] as [Customer];
      expect(customer.addresses.map(({ id }) => id)).toEqual([1, 9]);
      expect(customer).toMatchObject({ defaultBillingId: 1, defaultShippingId: 9 });
    });

    it('throws the backend’s refusal of a company customer’s billing change', async () => {
      server.use(
        magento.mutation('CreateCustomerAddress', () =>
          errors(
            "A company account can't choose another default billing address. Contact customer service to change it.",
            'graphql-input',
          ),
        ),
      );
      const { addresses, onCustomerChanged } = setup();

      const error = await caught(
        addresses.create({
          firstname: 'Ola',
          lastname: 'Nordmann',
          street: ['Storgata 1'],
          city: 'Hamar',
          postcode: '2317',
          countryCode: 'NO',
          defaultBilling: true,
        }),
      );

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(onCustomerChanged).not.toHaveBeenCalled();
    });
  });

  describe('update', () => {
    it('sends only the fields given, with the id, and replaces the address in the session', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('UpdateCustomerAddress', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: { updateCustomerAddress: buildAddressData({ id: 1, city: 'Elverum' }) },
          });
        }),
      );
      const { addresses, onCustomerChanged } = setup();

      const address = await addresses.update(1, { city: 'Elverum', company: null, region: null });

      expect(sent).toEqual({ id: 1, input: { city: 'Elverum', company: '', region: {} } });
      expect(address.city).toBe('Elverum');
      const [customer] = onCustomerChanged.mock.calls[0] as [Customer];
      expect(customer.addresses.map(({ city }) => city)).toEqual(['Elverum']);
    });

    it('throws when the backend answers without an address', async () => {
      server.use(
        magento.mutation('UpdateCustomerAddress', () =>
          HttpResponse.json({ data: { updateCustomerAddress: null } }),
        ),
      );
      const { addresses } = setup();

      expect(isSdkError(await caught(addresses.update(1, { city: 'x' })), 'graphql')).toBe(true);
    });
  });

  describe('remove', () => {
    it('removes the address and clears the session’s default ids that pointed to it', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('DeleteCustomerAddress', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({ data: { deleteCustomerAddress: true } });
        }),
      );
      const { addresses, onCustomerChanged } = setup();

      await addresses.remove(1);

      expect(sent).toEqual({ id: 1 });
      expect(onCustomerChanged).toHaveBeenCalledWith(
        expect.objectContaining({ addresses: [], defaultBillingId: null, defaultShippingId: null }),
      );
    });

    it('throws when the backend does not remove it', async () => {
      server.use(
        magento.mutation('DeleteCustomerAddress', () =>
          errors('Could not find a address with ID "99"', 'graphql-no-such-entity'),
        ),
      );
      const { addresses, onCustomerChanged } = setup();

      expect(isSdkError(await caught(addresses.remove(99)), 'graphql')).toBe(true);
      expect(onCustomerChanged).not.toHaveBeenCalled();
    });

    it('throws when the backend answers false', async () => {
      server.use(
        magento.mutation('DeleteCustomerAddress', () =>
          HttpResponse.json({ data: { deleteCustomerAddress: false } }),
        ),
      );
      const { addresses } = setup();

      expect(isSdkError(await caught(addresses.remove(1)), 'graphql')).toBe(true);
    });
  });
});

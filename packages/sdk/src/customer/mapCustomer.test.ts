import { describe, expect, it } from 'vitest';
import { buildAddressData, buildCustomerData } from '../testing/customerData';
import { mapCustomer } from './mapCustomer';

describe('mapCustomer', () => {
  it('maps the account and its addresses', () => {
    expect(mapCustomer(buildCustomerData())).toEqual({
      firstname: 'Ola',
      lastname: 'Nordmann',
      email: 'ola.nordmann@example.no',
      taxvat: null,
      companyId: null,
      phoneNumber: null,
      companyType: null,
      isSubscribed: false,
      hideCartButton: null,
      addresses: [
        {
          id: 1,
          firstname: 'Ola',
          lastname: 'Nordmann',
          company: null,
          street: ['Storgata 1'],
          city: 'Hamar',
          postcode: '2317',
          countryCode: 'NO',
          region: null,
          telephone: '+4790000000',
          vatId: null,
          defaultBilling: true,
          defaultShipping: true,
        },
      ],
      defaultBillingId: 1,
      defaultShippingId: 1,
    });
  });

  it('maps the phone number and company type, blank ones as none', () => {
    expect(
      mapCustomer(buildCustomerData({ phone_number: '91234567', company_type: 'AS' })),
    ).toMatchObject({ phoneNumber: '91234567', companyType: 'AS' });
    expect(mapCustomer(buildCustomerData({ phone_number: ' ', company_type: '' }))).toMatchObject({
      phoneNumber: null,
      companyType: null,
    });
  });

  it('maps a business customer of a company', () => {
    const customer = mapCustomer(
      buildCustomerData({ taxvat: 'NO987654321MVA', company_id: '7', hide_cart_button: true }),
    );

    expect(customer).toMatchObject({
      taxvat: 'NO987654321MVA',
      companyId: '7',
      hideCartButton: true,
    });
  });

  it('reads empty taxvat and company id as none', () => {
    const customer = mapCustomer(buildCustomerData({ taxvat: ' ', company_id: '' }));

    expect(customer).toMatchObject({ taxvat: null, companyId: null });
  });

  it('fills missing texts and switches', () => {
    const customer = mapCustomer(
      buildCustomerData({
        firstname: null,
        lastname: null,
        email: null,
        is_subscribed: null,
        addresses: null,
        default_billing: null,
        default_shipping: null,
      }),
    );

    expect(customer).toMatchObject({
      firstname: '',
      lastname: '',
      email: '',
      isSubscribed: false,
      addresses: [],
      defaultBillingId: null,
      defaultShippingId: null,
    });
  });

  it('takes the default ids from the customer, else from the address flags', () => {
    const addresses = [
      buildAddressData({ id: 3, default_billing: true, default_shipping: false }),
      buildAddressData({ id: 4, default_billing: false, default_shipping: true }),
    ];

    expect(
      mapCustomer(buildCustomerData({ addresses, default_billing: null, default_shipping: null })),
    ).toMatchObject({ defaultBillingId: 3, defaultShippingId: 4 });
    expect(
      mapCustomer(buildCustomerData({ addresses, default_billing: '4', default_shipping: '3' })),
    ).toMatchObject({ defaultBillingId: 4, defaultShippingId: 3 });
    expect(
      mapCustomer(buildCustomerData({ addresses: [], default_billing: 'x', default_shipping: '' })),
    ).toMatchObject({ defaultBillingId: null, defaultShippingId: null });
  });

  it('leaves out empty addresses and addresses without an id', () => {
    const customer = mapCustomer(
      buildCustomerData({
        addresses: [null, buildAddressData({ id: null }), buildAddressData({ id: 2 })],
      }),
    );

    expect(customer.addresses.map((address) => address.id)).toEqual([2]);
  });
});

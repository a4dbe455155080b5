import { describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { buildAddressData, buildCustomerData } from '../testing/customerData';
import { quoteRequestPrefill } from './quoteRequestPrefill';

describe('quoteRequestPrefill', () => {
  it('starts a guest’s form empty', () => {
    expect(quoteRequestPrefill(null)).toEqual({ name: '', email: '', phone: '' });
  });

  it('fills in a customer’s name, e-mail and the default billing address’s telephone', () => {
    const customer = mapCustomer(
      buildCustomerData({
        default_shipping: '2',
        addresses: [
          buildAddressData({ id: 1, telephone: '+47 912 34 567', default_shipping: false }),
          buildAddressData({
            id: 2,
            telephone: '62 00 00 00',
            default_billing: false,
            default_shipping: true,
          }),
        ],
      }),
    );
    expect(quoteRequestPrefill(customer)).toEqual({
      name: 'Ola Nordmann',
      email: 'ola.nordmann@example.no',
      phone: '+47 912 34 567',
    });
  });

  it('takes the shipping address’s telephone when the billing one is none, and none that is no number', () => {
    const withPhones = (billing: string | null, shipping: string | null) =>
      mapCustomer(
        buildCustomerData({
          default_shipping: '2',
          addresses: [
            buildAddressData({ id: 1, telephone: billing, default_shipping: false }),
            buildAddressData({
              id: 2,
              telephone: shipping,
              default_billing: false,
              default_shipping: true,
            }),
          ],
        }),
      );
    expect(quoteRequestPrefill(withPhones('ring meg', '62 00 00 00')).phone).toBe('62 00 00 00');
    expect(quoteRequestPrefill(withPhones(null, '123')).phone).toBe('');
    expect(quoteRequestPrefill(mapCustomer(buildCustomerData({ addresses: [] }))).phone).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { buildAddressData } from '../testing/customerData';
import { mapAddress } from './mapAddress';

describe('mapAddress', () => {
  it('keeps the street lines by position, null lines as empty strings', () => {
    const address = mapAddress(buildAddressData({ street: ['Storgata 1', null, 'Sentrum'] }));

    expect(address?.street).toEqual(['Storgata 1', '', 'Sentrum']);
  });

  it('maps a region with any of its parts, and none without', () => {
    expect(
      mapAddress(
        buildAddressData({ region: { region: 'Innlandet', region_code: null, region_id: null } }),
      )?.region,
    ).toEqual({ code: null, name: 'Innlandet', id: null });
    expect(
      mapAddress(buildAddressData({ region: { region: '', region_code: 'TX', region_id: 57 } }))
        ?.region,
    ).toEqual({ code: 'TX', name: null, id: 57 });
    expect(mapAddress(buildAddressData({ region: null }))?.region).toBeNull();
  });

  it('maps a company address with its VAT number', () => {
    expect(
      mapAddress(buildAddressData({ company: 'Haugen Gård AS', vat_id: 'NO987654321MVA' })),
    ).toMatchObject({ company: 'Haugen Gård AS', vatId: 'NO987654321MVA' });
  });

  it('fills what the backend leaves unset', () => {
    expect(
      mapAddress(
        buildAddressData({
          firstname: null,
          lastname: null,
          company: '',
          street: null,
          city: null,
          postcode: null,
          country_code: null,
          telephone: '',
          vat_id: '',
          default_billing: null,
          default_shipping: null,
        }),
      ),
    ).toEqual({
      id: 1,
      firstname: '',
      lastname: '',
      company: null,
      street: [],
      city: '',
      postcode: '',
      countryCode: '',
      region: null,
      telephone: null,
      vatId: null,
      defaultBilling: false,
      defaultShipping: false,
    });
  });

  it('gives null for an address without an id', () => {
    expect(mapAddress(buildAddressData({ id: null }))).toBeNull();
  });
});

import type { Address, Country } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
  addressCards,
  addressFormDefaults,
  addressPermissions,
  countryOptions,
  defaultFlagControls,
  postalAddress,
} from './addressView';

function country(id: string, name: string | null): Country {
  return {
    id,
    twoLetterAbbreviation: id,
    threeLetterAbbreviation: null,
    fullNameLocale: name,
    fullNameEnglish: `${id} in English`,
    availableRegions: [],
  };
}

function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 12'],
    city: 'Hamar',
    postcode: '2317',
    countryCode: 'NO',
    region: null,
    telephone: '+47 912 34 567',
    vatId: null,
    defaultBilling: false,
    defaultShipping: false,
    ...overrides,
  };
}

const countries = countryOptions([country('SE', 'Sverige'), country('NO', 'Norge')]);
const companyLocked =
  'Fakturaadressen til en bedriftskonto kan ikke endres. Kontakt kundeservice for å endre den.';
const defaultNotDeletable =
  'En standardadresse kan ikke slettes. Velg en annen standardadresse først.';

describe('countryOptions', () => {
  it('lists Norway first, the others by their Norwegian names', () => {
    expect(
      countryOptions([
        country('SE', 'Sverige'),
        country('DK', 'Danmark'),
        country('NO', 'Norge'),
        country('IS', 'Island'),
      ]).map((option) => option.label),
    ).toEqual(['Norge', 'Danmark', 'Island', 'Sverige']);
  });

  it('falls back to the English name, and to Norway alone without a list', () => {
    expect(countryOptions([country('DE', null)])).toEqual([
      { value: 'NO', label: 'Norge' },
      { value: 'DE', label: 'DE in English' },
    ]);
    expect(countryOptions(null)).toEqual([{ value: 'NO', label: 'Norge' }]);
  });
});

describe('postalAddress', () => {
  it('names the person and the country, and leaves out empty street lines', () => {
    expect(
      postalAddress(
        address(1, {
          street: ['Storgata 12', '', 'Sentrum'],
          company: 'Gård AS',
          countryCode: 'se',
        }),
        countries,
      ),
    ).toEqual({
      name: 'Ola Nordmann',
      company: 'Gård AS',
      street: ['Storgata 12', 'Sentrum'],
      postcode: '2317',
      city: 'Hamar',
      region: null,
      country: 'Sverige',
      telephone: '+47 912 34 567',
      vatId: null,
    });
  });

  it("shows a saved address's region by name, an order address's as it is, an unknown country by code", () => {
    expect(
      postalAddress(address(1, { region: { code: 'IN', name: 'Innlandet', id: 3 } }), countries)
        .region,
    ).toBe('Innlandet');
    const orderAddress = { ...address(1), region: 'Innlandet', countryCode: 'US' };
    expect(postalAddress(orderAddress, countries)).toMatchObject({
      region: 'Innlandet',
      country: 'US',
    });
  });
});

describe('addressPermissions', () => {
  const privateCustomer = { companyId: null, defaultBillingId: 1, defaultShippingId: 2 };
  const company = { companyId: '987654321', defaultBillingId: 1, defaultShippingId: 2 };

  it('lets a private customer edit everything and delete what is not a default', () => {
    expect(addressPermissions(address(1), privateCustomer)).toEqual({
      defaultBilling: true,
      defaultShipping: false,
      editDisabledReason: null,
      deleteDisabledReason: defaultNotDeletable,
    });
    expect(addressPermissions(address(2), privateCustomer)).toMatchObject({
      defaultShipping: true,
      editDisabledReason: null,
      deleteDisabledReason: defaultNotDeletable,
    });
    expect(addressPermissions(address(3), privateCustomer)).toEqual({
      defaultBilling: false,
      defaultShipping: false,
      editDisabledReason: null,
      deleteDisabledReason: null,
    });
  });

  it("locks a company customer's billing address, and only that (spec §6)", () => {
    expect(addressPermissions(address(1), company)).toEqual({
      defaultBilling: true,
      defaultShipping: false,
      editDisabledReason: companyLocked,
      deleteDisabledReason: companyLocked,
    });
    expect(addressPermissions(address(2), company)).toMatchObject({
      editDisabledReason: null,
      deleteDisabledReason: defaultNotDeletable,
    });
    expect(addressPermissions(address(3), company)).toMatchObject({
      editDisabledReason: null,
      deleteDisabledReason: null,
    });
  });

  it("reads the defaults from the address's flags when the customer's ids are not set", () => {
    const noIds = { companyId: '987654321', defaultBillingId: null, defaultShippingId: null };
    expect(addressPermissions(address(5, { defaultBilling: true }), noIds)).toMatchObject({
      defaultBilling: true,
      editDisabledReason: companyLocked,
    });
    expect(addressPermissions(address(5), { ...noIds, companyId: '  ' })).toMatchObject({
      editDisabledReason: null,
      deleteDisabledReason: null,
    });
  });
});

describe('addressCards', () => {
  it('puts the default billing, then the default shipping address first, with edit links', () => {
    const cards = addressCards(
      {
        companyId: '987654321',
        defaultBillingId: 3,
        defaultShippingId: 2,
        addresses: [address(1), address(2), address(3)],
      },
      countries,
    );
    expect(cards.map((card) => [card.id, card.editHref])).toEqual([
      [3, null],
      [2, '/customer/addresses-details/edit/2'],
      [1, '/customer/addresses-details/edit/1'],
    ]);
    expect(cards[0]?.address.country).toBe('Norge');
  });
});

describe('addressFormDefaults', () => {
  it("starts a new address with the customer's name in Norway", () => {
    expect(
      addressFormDefaults(null, { firstname: 'Kari', lastname: 'Li', addresses: [address(1)] }),
    ).toEqual({
      firstname: 'Kari',
      lastname: 'Li',
      company: '',
      street: '',
      apartment: '',
      neighborhood: '',
      extra: '',
      postcode: '',
      city: '',
      countryCode: 'NO',
      telephone: '',
      vatId: '',
    });
  });

  it("ticks both default flags for the customer's first address", () => {
    expect(
      addressFormDefaults(null, { firstname: 'Kari', lastname: 'Li', addresses: [] }),
    ).toMatchObject({ defaultBilling: 'on', defaultShipping: 'on' });
  });

  it('names the street lines of an address being edited (spec §3)', () => {
    expect(
      addressFormDefaults(
        address(1, {
          street: ['Storgata 12', 'H0201', 'Sentrum', 'Ring på'],
          company: 'Gård AS',
          vatId: '987654321',
          telephone: null,
        }),
        { firstname: 'Kari', lastname: 'Li', addresses: [] },
      ),
    ).toEqual({
      firstname: 'Ola',
      lastname: 'Nordmann',
      company: 'Gård AS',
      street: 'Storgata 12',
      apartment: 'H0201',
      neighborhood: 'Sentrum',
      extra: 'Ring på',
      postcode: '2317',
      city: 'Hamar',
      countryCode: 'NO',
      telephone: '',
      vatId: '987654321',
    });
  });
});

describe('defaultFlagControls', () => {
  const privateCustomer = { companyId: null, defaultBillingId: 1, defaultShippingId: 2 };
  const company = { ...privateCustomer, companyId: '987654321' };

  it('offers both checkboxes for a new address of a private customer', () => {
    expect(defaultFlagControls(null, privateCustomer)).toEqual({
      billing: { kind: 'checkbox' },
      shipping: { kind: 'checkbox' },
    });
  });

  it('says an address is already the default instead of offering to unset it', () => {
    expect(defaultFlagControls(address(1), privateCustomer)).toEqual({
      billing: { kind: 'is-default', note: 'Dette er standard fakturaadressen din.' },
      shipping: { kind: 'checkbox' },
    });
    expect(defaultFlagControls(address(2), company).shipping).toEqual({
      kind: 'is-default',
      note: 'Dette er standard leveringsadressen din.',
    });
  });

  it('locks the default billing for a company customer, with the reason (spec §6)', () => {
    const locked = {
      kind: 'locked',
      reason:
        'En bedriftskonto kan ikke velge en annen standard fakturaadresse. Kontakt kundeservice for å endre den.',
    };
    expect(defaultFlagControls(null, company)).toEqual({
      billing: locked,
      shipping: { kind: 'checkbox' },
    });
    expect(defaultFlagControls(address(3), company).billing).toEqual(locked);
  });
});

import { describe, expect, it } from 'vitest';

import { countryOptions } from './addressView';
import {
  itemCountLabel,
  orderDate,
  orderInformationBlocks,
  orderListRows,
  orderStatusLabel,
} from './orderView';

const nok = (value: number) => ({ value, currency: 'NOK' });
const nbsp = '\u00A0';

describe('orderDate', () => {
  it("gives the date on Oslo's calendar, short, long and for machines", () => {
    expect(orderDate('2026-11-20T23:30:00Z')).toEqual({
      short: '21.11.2026',
      long: '21. november 2026',
      dateTime: '2026-11-21',
    });
    expect(orderDate('2026-07-01T21:59:59Z')?.dateTime).toBe('2026-07-01');
    expect(orderDate('2026-07-01T22:00:00Z')?.dateTime).toBe('2026-07-02');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(orderDate('')).toBeNull();
    expect(orderDate('i går')).toBeNull();
  });
});

describe('orderStatusLabel', () => {
  it('says the six statuses of spec §3 in Norwegian, by label or code', () => {
    expect(
      ['Canceled', 'Closed', 'Complete', 'On Hold', 'Pending', 'Processing'].map(orderStatusLabel),
    ).toEqual(['Kansellert', 'Lukket', 'Fullført', 'På vent', 'Venter', 'Behandles']);
    expect(orderStatusLabel('holded')).toBe('På vent');
    expect(orderStatusLabel(' complete ')).toBe('Fullført');
  });

  it('shows any other status as the API wrote it', () => {
    expect(orderStatusLabel('Suspected Fraud')).toBe('Suspected Fraud');
  });
});

describe('itemCountLabel', () => {
  it('counts items in Norwegian', () => {
    expect(itemCountLabel(1)).toBe('1 vare');
    expect(itemCountLabel(0)).toBe('0 varer');
    expect(itemCountLabel(12)).toBe('12 varer');
  });
});

describe('orderListRows', () => {
  it('links each order by its number and formats date, status and total like the shop', () => {
    expect(
      orderListRows([
        {
          number: '000001040',
          date: '2026-11-20T08:15:00Z',
          status: 'Pending',
          grandTotal: nok(12499),
          itemCount: 3,
          shipmentStatuses: [],
        },
      ]),
    ).toEqual([
      {
        number: '000001040',
        href: '/customer/order-history/000001040',
        date: '20.11.2026',
        dateTime: '2026-11-20',
        status: 'Pending',
        statusLabel: 'Venter',
        total: `12${nbsp}499,–`,
        itemCount: 3,
        shipmentStatus: null,
      },
    ]);
  });

  it('shows a date it cannot read as given, without a machine date', () => {
    const [row] = orderListRows([
      {
        number: '1',
        date: 'snart',
        status: 'Complete',
        grandTotal: nok(49.9),
        itemCount: 1,
        shipmentStatuses: [],
      },
    ]);
    expect(row).toMatchObject({ date: 'snart', total: '49,90' });
    expect(row).not.toHaveProperty('dateTime');
  });
});

describe('orderInformationBlocks', () => {
  const countries = countryOptions(null);
  const address = {
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 12'],
    city: 'Hamar',
    postcode: '2317',
    countryCode: 'NO',
    region: null,
    telephone: null,
    vatId: null,
  };

  it('shows both addresses, the shipping method and the payment method', () => {
    const blocks = orderInformationBlocks(
      {
        shippingAddress: address,
        billingAddress: { ...address, street: ['Postboks 44'] },
        shippingMethod: 'Bring - Pakke til hentested',
        carrier: 'Bring',
        paymentMethods: [{ name: 'Kort', code: 'card' }],
        deliveryInstructions: null,
      },
      countries,
    );
    expect(blocks.map((block) => block.title)).toEqual([
      'Leveringsadresse',
      'Fakturaadresse',
      'Leveringsmåte',
      'Betalingsmåte',
    ]);
    expect(blocks[0]?.address).toMatchObject({ name: 'Ola Nordmann', country: 'Norge' });
    expect(blocks[1]?.address?.street).toEqual(['Postboks 44']);
    expect(blocks[2]?.lines).toEqual(['Bring - Pakke til hentested']);
    expect(blocks[3]?.lines).toEqual(['Kort']);
  });

  it('shows the delivery instructions given at checkout after the methods', () => {
    const blocks = orderInformationBlocks(
      {
        shippingAddress: address,
        billingAddress: address,
        shippingMethod: 'Bring - Pakke til hentested',
        carrier: 'Bring',
        paymentMethods: [{ name: 'Kort', code: 'card' }],
        deliveryInstructions: 'Sett pakken i garasjen',
      },
      countries,
    );
    expect(blocks.at(-1)).toEqual({
      title: 'Leveringsinstruksjoner',
      lines: ['Sett pakken i garasjen'],
    });
  });

  it('says what the order does not state', () => {
    const blocks = orderInformationBlocks(
      {
        shippingAddress: null,
        billingAddress: null,
        shippingMethod: null,
        carrier: 'Bring',
        paymentMethods: [{ name: '', code: 'checkmo' }],
        deliveryInstructions: null,
      },
      countries,
    );
    expect(blocks.map((block) => [block.address ?? null, block.lines])).toEqual([
      [null, ['Ikke oppgitt']],
      [null, ['Ikke oppgitt']],
      [null, ['Bring']],
      [null, ['checkmo']],
    ]);
  });
});

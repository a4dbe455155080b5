import { describe, expect, it } from 'vitest';
import {
  lineField,
  parseLineFields,
  problemOf,
  savedListProblemText,
  savedListRows,
  toCartNotice,
  toCartResultPath,
} from './savedListView';

describe('line fields', () => {
  it('round-trips a line, a variant with its parent included', () => {
    const lines = [
      { sku: 'OF-1', quantity: 2, parentSku: null },
      { sku: 'KR-RED', quantity: 1, parentSku: 'KR' },
    ];
    expect(parseLineFields(lines.map(lineField))).toEqual(lines);
  });
  it('skips fields without a SKU or a positive quantity, and files', () => {
    expect(parseLineFields(['~2~', 'OF-1~0~', 'OF-1~x~', new Blob(), 'OF-2~1.5~'])).toEqual([
      { sku: 'OF-2', quantity: 1.5, parentSku: null },
    ]);
  });
});

describe('problems', () => {
  it('names an input problem or a refusal code, anything else as other', () => {
    expect(problemOf({ problem: 'name-empty' })).toBe('name-empty');
    expect(
      problemOf({
        refusal: { kind: 'invalid_input', code: 'TOO_MANY_REQUISITION_LISTS', message: '' },
      }),
    ).toBe('TOO_MANY_REQUISITION_LISTS');
    expect(problemOf({ refusal: { kind: 'not_authorized' } })).toBe('other');
  });
  it('says each problem in Norwegian, an unknown one generally', () => {
    expect(savedListProblemText(null)).toBeNull();
    expect(savedListProblemText('name-empty')).toBe('Skriv et navn på listen.');
    expect(savedListProblemText('TOO_MANY_REQUISITION_LISTS')).toMatch(/høyst 50 lister/);
    expect(savedListProblemText('<script>')).toBe('Listen kunne ikke lagres. Prøv igjen.');
  });
});

describe('the list into the cart', () => {
  it('says how many went in and each line that did not, by name, after the redirect', () => {
    const path = toCartResultPath(
      '/customer/saved-lists/MQ%3D%3D',
      {
        cart: {} as never,
        problems: [
          { sku: 'OF-2', type: 'out_of_stock', message: '' },
          { sku: 'KR-1', type: 'low_quantity', message: '' },
        ],
      },
      3,
    );
    expect(path).toBe(
      '/customer/saved-lists/MQ%3D%3D?iKurv=2&ikkeLagtTil=out_of_stock%7EOF-2&ikkeLagtTil=low_quantity%7EKR-1',
    );
    const notice = toCartNotice(
      new URL(path, 'http://shop.test').searchParams,
      new Map([['OF-2', 'Oljefilter']]),
    );
    expect(notice).toEqual({
      title: 'Varer lagt i handlekurven fra listen: 2.',
      missedTitle: 'Disse kunne ikke legges i handlekurven:',
      missed: [
        { sku: 'OF-2', name: 'Oljefilter', reason: 'Ikke på lager.' },
        {
          sku: 'KR-1',
          name: 'KR-1',
          reason: 'Ikke nok på lager – det som er på lager, er lagt til.',
        },
      ],
    });
  });
  it('says nothing on an ordinary visit', () => {
    expect(toCartNotice(new URLSearchParams(''), new Map())).toBeNull();
    expect(toCartNotice(new URLSearchParams('iKurv=-1'), new Map())).toBeNull();
  });
});

describe('savedListRows', () => {
  it('shows a gone product by its SKU without price, and prices times quantity', () => {
    const rows = savedListRows([
      { uid: 'MQ==', sku: 'GONE', quantity: 2, product: null },
      {
        uid: 'Mg==',
        sku: 'OF-1',
        quantity: 3,
        product: {
          sku: 'OF-1',
          uid: 'x',
          name: 'Oljefilter',
          type: 'simple',
          url: '/oljefilter.html',
          stockStatus: 'in-stock',
          onlyXLeftInStock: null,
          priceRange: {
            minimum: {
              regular: { value: 100, currency: 'NOK' },
              final: { value: 100, currency: 'NOK' },
            },
            maximum: {
              regular: { value: 100, currency: 'NOK' },
              final: { value: 100, currency: 'NOK' },
            },
          },
          thumbnail: null,
        },
      },
    ]);
    expect(rows[0]).toMatchObject({ name: 'GONE', href: null, price: null, total: null });
    expect(rows[0]!.note).toBe('Varen finnes ikke lenger.');
    expect(rows[1]).toMatchObject({ name: 'Oljefilter', href: '/oljefilter.html', quantity: 3 });
    expect(rows[1]!.total).toMatch(/^300/);
  });
});

import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
  cardFieldErrors,
  checkoutErrorMessage,
  placeOrderErrorMessage,
  checkoutSummaryRows,
  paymentOptions,
  shippingPriceText,
} from './orderStepView';

describe('paymentOptions', () => {
  const card = { code: 'wm_card', title: 'Card' };
  const credit = { code: 'wm_credit', title: 'Credit' };
  const invoice = { code: 'wm_invoice', title: 'Invoice' };

  it('offers a private customer card and credit in Norwegian, no invoice', () => {
    const options = paymentOptions({ companyId: null, taxvat: null }, [card, credit]);
    expect(options.map((option) => [option.code, option.title])).toEqual([
      ['wm_card', 'Kort'],
      ['wm_credit', 'Kreditt'],
    ]);
  });

  it('offers invoice with 14 days to a business customer the API allows it for', () => {
    const options = paymentOptions({ companyId: '3', taxvat: 'NO1' }, [card, invoice]);
    expect(options[1]).toEqual({
      code: 'wm_invoice',
      title: 'Faktura',
      description: '14 dagers betalingsfrist',
    });
  });

  it('still shows invoice to a business customer without approved credit, so the API can say why not', () => {
    const options = paymentOptions({ companyId: '3', taxvat: 'NO1' }, [card]);
    expect(options.map((option) => option.code)).toEqual(['wm_card', 'wm_invoice']);
  });

  it('keeps the API title of a method the shop does not know', () => {
    expect(paymentOptions(null, [{ code: 'other', title: 'Annet' }])[0]?.title).toBe('Annet');
  });
});

describe('checkoutErrorMessage', () => {
  it('says spec §8 messages in Norwegian', () => {
    const invoice = new SdkError('graphql', 'Payment by invoice is not available for you!');
    expect(checkoutErrorMessage(invoice)).toBe(
      'Betaling med faktura er ikke tilgjengelig for deg!',
    );
  });

  it('names a declined payment and a sold-out line without the API’s English', () => {
    const declined = new SdkError(
      'graphql',
      'The payment was declined by the card issuer. Try another card or payment method.',
    );
    expect(checkoutErrorMessage(declined)).toMatch(/Betalingen ble avvist/);
    const stock = new SdkError(
      'graphql',
      '"Oljefilter" (OF-1) is not in stock in the quantity ordered. Change the quantity or remove it from the cart.',
    );
    expect(checkoutErrorMessage(stock)).toMatch(/ikke lenger på lager/);
  });

  it('gives the shop’s own text when the storefront could not reach the API, never its English', () => {
    const unreachable = new SdkError('graphql', 'The shop API is unreachable', {
      statusCode: 502,
      graphQLErrors: [{ message: 'The shop API is unreachable', category: 'graphql-proxy' }],
    });
    expect(checkoutErrorMessage(unreachable)).toBe(
      'Bestillingen kunne ikke sendes nå. Handlekurven er uendret – prøv igjen om litt.',
    );
  });

  it('gives the shop’s own text for a network failure or something unknown', () => {
    expect(checkoutErrorMessage(new SdkError('network', 'fetch failed'))).toMatch(
      /Handlekurven er uendret/,
    );
    expect(checkoutErrorMessage(new Error('boom'))).toMatch(/Handlekurven er uendret/);
  });
});

describe('checkoutSummaryRows', () => {
  const totals = {
    subtotalInclTax: 1250,
    subtotalExclTax: 1000,
    discounts: [{ label: 'VAAR10', amount: 125 }],
    shippingInclTax: 149,
    shippingExclTax: 119.2,
    taxes: [{ label: 'MVA 25 %', amount: 254.8 }],
    tax: 254.8,
    grandTotal: 1274,
    grandTotalExclTax: 1019.2,
  };

  it('lists the sums with VAT, the VAT as “of which”', () => {
    const rows = checkoutSummaryRows(totals, { showIncludingTax: true });
    expect(rows.map((row) => row.label)).toEqual([
      'Delsum inkl. mva',
      'Rabatt (VAAR10)',
      'Frakt inkl. mva',
      'Herav MVA 25 %',
      'Totalt inkl. mva',
    ]);
    expect(rows.at(-1)?.kind).toBe('total');
  });

  it('lists subtotal, discount and shipping without VAT when the shopper chose that', () => {
    const rows = checkoutSummaryRows(totals, { showIncludingTax: false });
    expect(rows[0]?.label).toBe('Delsum eks. mva');
    expect(rows[2]?.label).toBe('Frakt eks. mva');
    expect(rows[3]?.label).toBe('MVA 25 %');
  });

  it('leaves out shipping before a method is chosen and says free shipping', () => {
    expect(
      checkoutSummaryRows({ ...totals, shippingInclTax: null }, { showIncludingTax: true }).some(
        (row) => row.label.startsWith('Frakt'),
      ),
    ).toBe(false);
    expect(shippingPriceText(0)).toBe('Gratis');
  });
});

describe('cardFieldErrors', () => {
  it('says in Norwegian what is wrong with each field parseCardFields names', () => {
    expect(cardFieldErrors(['number', 'expiry', 'cvc'])).toEqual({
      number: 'Skriv inn et gyldig kortnummer.',
      expiry: 'Skriv utløpsdatoen som MM/ÅÅ.',
      cvc: 'CVC er 3 eller 4 sifre.',
    });
    expect(cardFieldErrors(['expiry'])).toEqual({ expiry: 'Skriv utløpsdatoen som MM/ÅÅ.' });
    expect(cardFieldErrors([])).toEqual({});
  });
});

describe('placeOrderErrorMessage', () => {
  it('asks to press again, without promising an unchanged cart, when placing got no answer', () => {
    const lost = [
      new SdkError('network', 'fetch failed'),
      new SdkError('graphql', 'The shop API did not answer in time', { statusCode: 504 }),
      new SdkError('graphql', 'The shop API is unreachable', { statusCode: 502 }),
    ];
    for (const error of lost) {
      expect(placeOrderErrorMessage(error)).toBe(
        'Vi fikk ikke svar fra nettbutikken, så bestillingen kan være sendt. Trykk «Fullfør bestillingen» igjen – den blir ikke sendt to ganger.',
      );
    }
  });

  it('says what the API refused like the other checkout errors', () => {
    const declined = new SdkError(
      'graphql',
      'The payment was declined by the card issuer. Try another card or payment method.',
    );
    expect(placeOrderErrorMessage(declined)).toMatch(/Betalingen ble avvist/);
  });
});

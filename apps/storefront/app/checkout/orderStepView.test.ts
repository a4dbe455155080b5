import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
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
      unavailableReason: null,
    });
  });

  it('shows invoice to a business awaiting approval as unavailable, saying why', () => {
    const options = paymentOptions({ companyId: '3', taxvat: 'NO1' }, [card]);
    expect(options.map((option) => [option.code, option.unavailableReason])).toEqual([
      ['wm_card', null],
      [
        'wm_invoice',
        'Ikke tilgjengelig ennå: faktura kan brukes når vi har godkjent bedriftskontoen (innen én virkedag). Til da kan du betale med kort.',
      ],
    ]);
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

  it('says a provider that is down charged nothing, and a stale card token needs the card again', () => {
    const refused = (errorCode: string, category: string) =>
      new SdkError('graphql', 'English', {
        graphQLErrors: [{ message: 'English', category, extensions: { error_code: errorCode } }],
      });
    expect(placeOrderErrorMessage(refused('PAYMENT_PROVIDER_UNAVAILABLE', 'wm-unavailable'))).toBe(
      'Betalingsleverandøren svarer ikke akkurat nå. Ingenting er trukket, og handlekurven er uendret – prøv igjen om litt.',
    );
    expect(placeOrderErrorMessage(refused('CARD_TOKEN_INVALID', 'graphql-input'))).toBe(
      'Kortbekreftelsen er utløpt eller gjelder et annet beløp. Fyll inn kortet på nytt.',
    );
  });

  it('says an expired card in its own words, as placeOrder’s finer code tells it', () => {
    const refusedPayment = (errorCode: string) =>
      new SdkError('graphql', 'English', {
        graphQLErrors: [
          {
            message: 'English',
            code: 'UNABLE_TO_PLACE_ORDER',
            extensions: { error_code: errorCode },
          },
        ],
      });
    expect(placeOrderErrorMessage(refusedPayment('CARD_EXPIRED'))).toBe(
      'Kortet er utløpt. Bruk et annet kort.',
    );
    expect(placeOrderErrorMessage(refusedPayment('PAYMENT_DECLINED'))).toMatch(
      /Betalingen ble avvist/,
    );
  });
});

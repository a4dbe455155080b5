import { describe, expect, it } from 'vitest';

import {
  vippsNoticeOf,
  vippsNoticeText,
  vippsRefusedPath,
  vippsReturnPath,
  vippsReturnVariant,
} from './vippsReturn';

describe('the return from Vipps', () => {
  it('comes back to one page, naming the address set when it is not the default', () => {
    expect(vippsReturnPath()).toBe('/checkout/vipps-retur');
    expect(vippsReturnPath('checkout-default')).toBe(
      '/checkout/vipps-retur?kasse=checkout-default',
    );
    expect(vippsReturnVariant(new URLSearchParams('kasse=checkout-default'))).toBe(
      'checkout-default',
    );
    expect(vippsReturnVariant(new URLSearchParams('kasse=evil'))).toBe('checkout');
  });

  it('goes back to the order step saying why a payment did not pay', () => {
    expect(vippsRefusedPath('cancelled', 'checkout')).toBe('/checkout/bestilling?vipps=avbrutt');
    expect(vippsRefusedPath('expired', 'checkout-default')).toBe(
      '/checkout/checkout-default/order?vipps=utlopt',
    );
    expect(vippsNoticeOf('not-approved')).toBe('ikke-godkjent');
    expect(vippsNoticeOf(null)).toBe('feil');
  });

  it('says each notice in Norwegian, and nothing for an unknown one', () => {
    expect(vippsNoticeText('avbrutt')).toBe('Betalingen ble avbrutt i Vipps.');
    expect(vippsNoticeText('utlopt')).toBe('Vipps-betalingen gikk ut på tid. Prøv igjen.');
    expect(vippsNoticeText('toString')).toBeNull();
    expect(vippsNoticeText(null)).toBeNull();
  });
});

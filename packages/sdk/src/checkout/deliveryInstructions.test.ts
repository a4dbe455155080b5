import { describe, expect, it } from 'vitest';
import { completeCheckoutCartData, shippingAddressData } from './checkoutTestData';
import {
  deliveryInstructionsChoice,
  deliveryInstructionsMaxLength,
  deliveryInstructionsStatus,
  normalizeDeliveryInstructions,
} from './deliveryInstructions';
import { mapCheckoutCart } from './mapCheckout';

describe('deliveryInstructionsStatus', () => {
  it('counts what is typed against the limit of 255', () => {
    expect(deliveryInstructionsMaxLength).toBe(255);
    expect(deliveryInstructionsStatus('')).toEqual({ length: 0, remaining: 255, tooLong: false });
    expect(deliveryInstructionsStatus('Ring på')).toEqual({
      length: 7,
      remaining: 248,
      tooLong: false,
    });
    expect(deliveryInstructionsStatus('x'.repeat(255)).tooLong).toBe(false);
    expect(deliveryInstructionsStatus('x'.repeat(256))).toEqual({
      length: 256,
      remaining: -1,
      tooLong: true,
    });
  });
});

describe('normalizeDeliveryInstructions', () => {
  it('trims, and keeps nothing for blank text', () => {
    expect(normalizeDeliveryInstructions('  Bakdøra  ')).toBe('Bakdøra');
    expect(normalizeDeliveryInstructions('   ')).toBeNull();
    expect(normalizeDeliveryInstructions(null)).toBeNull();
  });
});

describe('deliveryInstructionsChoice', () => {
  it('puts the note on the same address book entry', () => {
    const { shippingAddress } = mapCheckoutCart(completeCheckoutCartData());
    expect(deliveryInstructionsChoice(shippingAddress, ' Sett pakken i garasjen ')).toEqual({
      customerAddressId: 7,
      customerNotes: 'Sett pakken i garasjen',
    });
  });

  it('sends a typed-in address again as it is, with the note', () => {
    const { shippingAddress } = mapCheckoutCart(
      completeCheckoutCartData({
        shipping_addresses: [shippingAddressData({ id: null, firstname: 'Kari' })],
      }),
    );
    expect(deliveryInstructionsChoice(shippingAddress, '')).toEqual({
      address: expect.objectContaining({
        firstname: 'Kari',
        street: ['Storgata 1', 'H0201'],
        postcode: '2317',
        countryCode: 'NO',
      }),
      customerNotes: null,
    });
  });

  it('has nothing to put a note on without a shipping address', () => {
    expect(deliveryInstructionsChoice(null, 'Ring på')).toBeNull();
  });
});

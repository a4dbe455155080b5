import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  PaymentInputError,
  SIMULATED_CREDIT_LIMIT,
  TEST_CARDS,
  cardBrand,
  checkCard,
  createSimulatedPaymentProvider,
  passesLuhn,
  type CardInput,
} from './paymentProvider.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  card_number: '4242 4242 4242 4242',
  expiry_month: 12,
  expiry_year: 2028,
  cvc: '123',
  ...overrides,
});
const refusal = (input: CardInput) => {
  try {
    checkCard(input, NOW);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentInputError);
    return (error as Error).message;
  }
};

describe('card checks', () => {
  it('passesLuhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242a24242424242')).toBe(false);
  });

  it('cardBrand', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Kort');
  });

  it('takes a valid card with spaces or dashes, and returns its digits', () => {
    expect(checkCard(card({ card_number: '4242-4242-4242-4242' }), NOW)).toBe('4242424242424242');
  });

  it('refuses a bad number, a past or impossible expiry and a wrong CVC', () => {
    expect(refusal(card({ card_number: '1234' }))).toBe(PAYMENT_MESSAGES.invalidNumber);
    expect(refusal(card({ expiry_month: 13 }))).toBe(PAYMENT_MESSAGES.invalidExpiry);
    expect(refusal(card({ expiry_year: 2060 }))).toBe(PAYMENT_MESSAGES.invalidExpiry);
    expect(refusal(card({ expiry_year: 2026, expiry_month: 10 }))).toBe(PAYMENT_MESSAGES.expired);
    expect(refusal(card({ expiry_year: 2026, expiry_month: 11 }))).toBeNull();
    expect(refusal(card({ cvc: '12' }))).toBe(PAYMENT_MESSAGES.invalidCvc);
    expect(refusal(card({ card_number: '378282246310005', cvc: '123' }))).toBe(
      PAYMENT_MESSAGES.invalidCvc,
    );
    expect(refusal(card({ card_number: '378282246310005', cvc: '1234' }))).toBeNull();
  });

  it('names each refusal by code', () => {
    const code = (input: CardInput) => {
      try {
        checkCard(input, NOW);
      } catch (error) {
        return (error as PaymentInputError).code;
      }
      return null;
    };
    expect(code(card({ card_number: '1234' }))).toBe('CARD_NUMBER_INVALID');
    expect(code(card({ expiry_month: 13 }))).toBe('CARD_EXPIRY_INVALID');
    expect(code(card({ expiry_year: 2026, expiry_month: 10 }))).toBe('CARD_EXPIRED');
    expect(code(card({ cvc: '12' }))).toBe('CARD_CVC_INVALID');
  });
});

describe('the simulated provider', () => {
  const provider = createSimulatedPaymentProvider();
  const pay = async (number: string) => {
    const onFile = await provider.registerCard(card({ card_number: number }), NOW);
    return {
      onFile,
      result: await provider.authorize({
        method: 'wm_card',
        amount: 100,
        currency: 'NOK',
        cardToken: onFile.token,
        reference: 'cart-1',
      }),
    };
  };

  it('keeps the brand and last four digits, never the number', async () => {
    const { onFile } = await pay(TEST_CARDS.approved[1]);
    expect(onFile).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect(onFile.token).not.toContain('5555555555554444');
  });

  it('approves the approving test cards and any other valid card', async () => {
    for (const number of [...TEST_CARDS.approved, '4111111111111111']) {
      expect((await pay(number)).result).toMatchObject({ approved: true });
    }
  });

  it('declines the declining test cards with their reasons', async () => {
    expect((await pay(TEST_CARDS.declined)).result).toEqual({
      approved: false,
      message: PAYMENT_MESSAGES.declined,
    });
    expect((await pay(TEST_CARDS.insufficientFunds)).result).toEqual({
      approved: false,
      message: PAYMENT_MESSAGES.insufficientFunds,
    });
  });

  it('refuses a card payment without a token it gave', async () => {
    const result = await provider.authorize({
      method: 'wm_card',
      amount: 1,
      currency: 'NOK',
      cardToken: null,
      reference: 'cart-1',
    });
    expect(result).toEqual({ approved: false, message: PAYMENT_MESSAGES.cardMissing });
  });

  it('grants credit up to its limit', async () => {
    const credit = (amount: number) =>
      provider.authorize({
        method: 'wm_credit',
        amount,
        currency: 'NOK',
        cardToken: null,
        reference: 'r',
      });
    expect(await credit(SIMULATED_CREDIT_LIMIT)).toMatchObject({ approved: true });
    expect(await credit(SIMULATED_CREDIT_LIMIT + 0.01)).toEqual({
      approved: false,
      message: PAYMENT_MESSAGES.creditDeclined,
    });
  });
});

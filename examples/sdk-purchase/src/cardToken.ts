/** A test card as the shopper types it into the payment provider's form. */
export interface TestCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/**
 * The payment provider's single-use token for a card, confirmed for `amount` NOK: what the
 * provider's hosted form hands a checkout in the browser. A program without a browser sends the
 * card to the provider's own tokenisation API instead (`POST /v1/tokens`) — the card goes to the
 * provider only, never to the shop; the SDK then pays with the token.
 *
 * @throws Error with the provider's answer when it gives no token.
 */
export async function cardToken(
  providerUrl: string,
  card: TestCard,
  amount: number,
  timeoutMs: number,
): Promise<string> {
  const response = await fetch(new URL('/v1/tokens', providerUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: card.number,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      cvc: card.cvc,
      amount: amount.toFixed(2),
      currency: 'NOK',
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as { token?: string; error?: unknown };
  if (!body.token) {
    throw new Error(`The payment provider gave no card token: ${JSON.stringify(body.error)}`);
  }
  return body.token;
}

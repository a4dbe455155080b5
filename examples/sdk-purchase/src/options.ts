import { parseArgs } from 'node:util';
import type { TestCard } from './cardToken';

/** What the purchase example runs against and with; see {@link readOptions}. */
export interface PurchaseOptions {
  /** The GraphQL endpoint, such as `http://localhost:4000/graphql`. */
  endpoint: string;
  /** Sent as the `Store` header. */
  storeCode: string;
  /** Sent as the `Content-Currency` header. */
  currency: string;
  /** Milliseconds a request may take. */
  timeoutMs: number;
  /** The category to browse, by its URL. */
  categoryUrl: string;
  /** The licence plate to look up. */
  plate: string;
  /** The part finder's brand and model to pick (the first of each when not found). */
  brand: string;
  model: string;
  /** Who buys: an existing account, or a new one registered first. */
  customer: { email: string; password: string; register: boolean };
  /** The payment provider commerce-api takes cards through (its hosted form's origin). */
  paymentProviderUrl: string;
  /** The test card for commerce-api's card payment, sent to the provider only. */
  card: TestCard;
}

const usage = `Usage: npm start -- [--endpoint URL] [--store CODE] [--currency CODE]
  [--category URL] [--plate PLATE] [--brand NAME] [--model NAME]
  [--email EMAIL --password PASSWORD [--register]] [--timeout MS] [--payment-provider URL]

Every option can also be given as an environment variable: SHOP_GRAPHQL_ENDPOINT, SHOP_STORE,
SHOP_CURRENCY, SHOP_CATEGORY, SHOP_PLATE, SHOP_BRAND, SHOP_MODEL, SHOP_EMAIL, SHOP_PASSWORD,
SHOP_TIMEOUT_MS, SHOP_PAYMENT_PROVIDER_URL. Without an e-mail address a new customer is registered; --register registers
the one given.`;

/**
 * Reads the example's options from its arguments, then the environment, then the defaults that
 * fit commerce-api from this repository (`npm start` at the root serves it on port 4000).
 */
export function readOptions(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): PurchaseOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      endpoint: { type: 'string' },
      store: { type: 'string' },
      currency: { type: 'string' },
      category: { type: 'string' },
      plate: { type: 'string' },
      brand: { type: 'string' },
      model: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      register: { type: 'boolean' },
      timeout: { type: 'string' },
      'payment-provider': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = values.email ?? env.SHOP_EMAIL;
  const timeoutMs = Number(values.timeout ?? env.SHOP_TIMEOUT_MS ?? 10_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new Error(`${usage}\n\nBad --timeout`);
  return {
    endpoint: values.endpoint ?? env.SHOP_GRAPHQL_ENDPOINT ?? 'http://localhost:4000/graphql',
    storeCode: values.store ?? env.SHOP_STORE ?? 'ad_nb_no',
    currency: values.currency ?? env.SHOP_CURRENCY ?? 'NOK',
    timeoutMs,
    categoryUrl: values.category ?? env.SHOP_CATEGORY ?? '/traktordeler.html',
    // A seeded plate of commerce-api's demo registry that matches one tractor model.
    plate: values.plate ?? env.SHOP_PLATE ?? 'KT 68447',
    brand: values.brand ?? env.SHOP_BRAND ?? 'Massey Ferguson',
    model: values.model ?? env.SHOP_MODEL ?? '6480',
    customer: {
      email: email ?? `example-${Date.now()}@example.no`,
      password: values.password ?? env.SHOP_PASSWORD ?? 'Traktor-2024',
      register: !email || values.register === true,
    },
    paymentProviderUrl:
      values['payment-provider'] ?? env.SHOP_PAYMENT_PROVIDER_URL ?? 'http://localhost:4100',
    card: {
      number: '4242 4242 4242 4242',
      expiryMonth: 12,
      expiryYear: new Date().getFullYear() + 3,
      cvc: '123',
    },
  };
}

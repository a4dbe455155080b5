import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { ask, everyProduct } from './api';
import { waitForHydration } from './browser';

/**
 * What the checkout journeys on a phone prepare at commerce-api: a demo customer's token, their
 * cart filled with lines that carry chosen options (a configurable's variant, a hose cut to
 * length, a bundle's contents), and the parts of the seeded catalogue those lines are made of.
 */

/** A demo customer's login (accounts from `apps/commerce-api/src/seed/demoCustomers.ts`). */
export interface Login {
  email: string;
  password: string;
}

/** A customer's token at commerce-api. */
export async function tokenOf({ email, password }: Login): Promise<string> {
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  return generateCustomerToken.token;
}

/** Asks commerce-api as the customer of `token`; a GraphQL error fails loudly. */
export async function askAs<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'ad_nb_no',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** Logs in on the checkout's account step and waits for the order step to be there. */
export async function logInAtCheckout(page: Page, login: Login): Promise<void> {
  await page.goto(`${inject('storefrontUrl')}/checkout`);
  await page.waitForURL(/\/checkout\/konto$/);
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Har du en konto?' });
  await form.getByLabel('E-post').fill(login.email);
  await form.getByLabel('Passord', { exact: true }).fill(login.password);
  await form.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/checkout\/bestilling$/);
  await waitForHydration(page);
}

interface CatalogueProduct {
  __typename: string;
  sku: string;
  name: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  weight?: number | null;
  options?: { uid: string; title: string; required: boolean }[] | null;
  variants?: {
    attributes: { uid: string; label: string }[];
    product: { sku: string; stock_status: string; only_x_left_in_stock: number | null };
  }[];
  items?: { required: boolean; options: { uid: string; label: string }[] }[];
}

/** A line to put in a cart, with what its summary line should show. */
export interface PreparedLine {
  sku: string;
  name: string;
  /** The part number the line shows (a configurable's chosen variant's). */
  partNumber: string;
  /** Texts the line's chosen options show (a colour, a length, a bundle's parts). */
  optionTexts: string[];
  /** `addProductsToCart` input of the line. */
  input: Record<string, unknown>;
}

/** The parts the journeys put in carts: plenty of stock, so orders never run out. */
export interface CheckoutParts {
  /** A configurable product's in-stock variant. */
  configurable: PreparedLine;
  /** A hydraulic hose with its length entered (a required custom option). */
  hose: PreparedLine;
  /** A servicesett bundle with each required item's first choice. */
  bundle: PreparedLine;
  /** Plain parcel-sized parts without options (one per journey, so quantities stay apart). */
  simple: PreparedLine[];
  /** A part with only a few left, to be refused a larger quantity. */
  scarce: PreparedLine & { left: number };
}

const plenty = (product: { stock_status: string; only_x_left_in_stock: number | null }) =>
  product.stock_status === 'IN_STOCK' && product.only_x_left_in_stock === null;

/** Picks {@link CheckoutParts} from the seeded catalogue; fails loudly when one is missing. */
export async function checkoutParts(): Promise<CheckoutParts> {
  const products = await everyProduct<CatalogueProduct>(
    `__typename sku name stock_status only_x_left_in_stock
     ... on SimpleProduct { weight }
     ... on CustomizableProductInterface { options { uid title required } }
     ... on ConfigurableProduct { variants { attributes { uid label } product { sku stock_status only_x_left_in_stock } } }
     ... on BundleProduct { items { required options { uid label } } }`,
  );
  const simple = products.filter(
    (product) =>
      product.__typename === 'SimpleProduct' &&
      plenty(product) &&
      // Light enough for a parcel, so every shipping method is offered.
      (product.weight ?? 0) <= 35 &&
      !(product.options ?? []).some((option) => option.required),
  );
  const configurable = products
    .filter((product) => product.__typename === 'ConfigurableProduct' && plenty(product))
    .flatMap((product) =>
      (product.variants ?? [])
        .filter((variant) => plenty(variant.product))
        .map((variant) => ({ product, variant })),
    )[0];
  const hose = products.find(
    (product) =>
      plenty(product) &&
      (product.options ?? []).some((option) => option.required && option.title === 'Lengde (cm)'),
  );
  const bundle = products.find(
    (product) => product.__typename === 'BundleProduct' && plenty(product),
  );
  const scarce = products.find(
    (product) =>
      product.__typename === 'SimpleProduct' &&
      (product.only_x_left_in_stock ?? 0) > 0 &&
      !(product.options ?? []).some((option) => option.required),
  );
  if (!configurable || !hose || !bundle || !scarce || simple.length < 4) {
    throw new Error('the seeded catalogue lacks a part the checkout journeys need');
  }
  const length = hose.options!.find((option) => option.title === 'Lengde (cm)')!;
  const bundleChoices = (bundle.items ?? [])
    .filter((item) => item.required)
    .map((item) => item.options[0]!);
  const plain = (product: CatalogueProduct): PreparedLine => ({
    sku: product.sku,
    name: product.name,
    partNumber: product.sku,
    optionTexts: [],
    input: { sku: product.sku, quantity: 1 },
  });
  return {
    configurable: {
      sku: configurable.product.sku,
      name: configurable.product.name,
      partNumber: configurable.variant.product.sku,
      optionTexts: configurable.variant.attributes.map((attribute) => attribute.label),
      input: {
        sku: configurable.product.sku,
        quantity: 1,
        selected_options: configurable.variant.attributes.map((attribute) => attribute.uid),
      },
    },
    hose: {
      ...plain(hose),
      optionTexts: ['Lengde (cm)', '250'],
      input: { sku: hose.sku, quantity: 1, entered_options: [{ uid: length.uid, value: '250' }] },
    },
    bundle: {
      ...plain(bundle),
      optionTexts: bundleChoices.map((choice) => choice.label),
      input: {
        sku: bundle.sku,
        quantity: 1,
        selected_options: bundleChoices.map((choice) => choice.uid),
      },
    },
    simple: simple.slice(0, 4).map(plain),
    scarce: { ...plain(scarce), left: scarce.only_x_left_in_stock ?? 0 },
  };
}

/** Empties the customer's cart and puts `lines` in it (a refused line fails the journey). */
export async function fillCart(token: string, lines: readonly PreparedLine[]): Promise<void> {
  const { customerCart } = await askAs<{ customerCart: { id: string; items: { uid: string }[] } }>(
    token,
    '{ customerCart { id items { uid } } }',
  );
  for (const item of customerCart.items) {
    await askAs(
      token,
      'mutation ($cart: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $cart, cart_item_uid: $uid }) { cart { id } } }',
      { cart: customerCart.id, uid: item.uid },
    );
  }
  if (lines.length === 0) return;
  const { addProductsToCart } = await askAs<{
    addProductsToCart: { user_errors: { message: string }[] };
  }>(
    token,
    'mutation ($cart: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cart, cartItems: $items) { user_errors { message } } }',
    { cart: customerCart.id, items: lines.map((line) => line.input) },
  );
  if (addProductsToCart.user_errors.length) {
    throw new Error(`could not fill the cart: ${JSON.stringify(addProductsToCart.user_errors)}`);
  }
}

/** The customer's cart at commerce-api: each line's SKU and quantity, and the grand total. */
export async function cartOf(token: string) {
  const { customerCart } = await askAs<{
    customerCart: {
      items: { quantity: number; product: { sku: string } }[];
      prices: { grand_total: { value: number } };
    };
  }>(
    token,
    '{ customerCart { items { quantity product { sku } } prices { grand_total { value } } } }',
  );
  return {
    lines: customerCart.items.map((item) => ({ sku: item.product.sku, quantity: item.quantity })),
    grandTotal: customerCart.prices.grand_total.value,
  };
}

/** How many orders the customer has. */
export async function orderCount(token: string): Promise<number> {
  const { customer } = await askAs<{ customer: { orders: { total_count: number } } }>(
    token,
    '{ customer { orders(pageSize: 1) { total_count } } }',
  );
  return customer.orders.total_count;
}

import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask, everyProduct } from './api';
import {
  logInAtCheckout as logInOnAccountStep,
  askAs,
  tokenOf,
  type Login,
} from './checkoutShopper';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

/**
 * Issue 22 (#1, #7): a cart of only PDF manuals is billed without a shipping address, a stock
 * refusal names the line and what is left, and what was set on the cart — the typed address, the
 * methods, the delivery instructions — is shown again after a reload and reaches the order.
 */

const storefrontUrl = inject('storefrontUrl');

const ola = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 } };
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** A new customer without saved addresses, registered straight at commerce-api. */
async function newCustomer(): Promise<Login> {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Kari',
    lastname: 'Utenadresse',
    email: `kari.${id}@example.no`,
    password: 'Grasslag-2026',
  };
  await ask(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    {
      input: customer,
    },
  );
  return { email: customer.email, password: customer.password };
}

/** Empties the customer's cart and adds `quantity` of `sku` by `mutation` (its add mutation). */
async function cartWith(
  token: string,
  sku: string,
  quantity: number,
  kind: 'any' | 'downloadable',
) {
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
  const mutation =
    kind === 'downloadable'
      ? 'mutation ($cart: String!, $sku: String!, $qty: Float!) { addDownloadableProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: $qty } }] }) { cart { id } } }'
      : 'mutation ($cart: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: $qty }]) { user_errors { message } } }';
  const added = await askAs<{ addProductsToCart?: { user_errors: { message: string }[] } }>(
    token,
    mutation,
    { cart: customerCart.id, sku, qty: quantity },
  );
  if (added.addProductsToCart?.user_errors.length) {
    throw new Error(`could not add ${sku}: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  }
  return customerCart.id;
}

/** The customer's newest order at commerce-api, with what the order step set on it. */
async function newestOrder(token: string) {
  const { customer } = await askAs<{
    customer: {
      orders: {
        items: {
          number: string;
          wm_customer_notes: string | null;
          shipping_address: { firstname: string; street: string[] } | null;
          billing_address: { firstname: string; street: string[]; city: string };
          shipping_method: string | null;
          payment_methods: { type: string }[];
        }[];
      };
    };
  }>(
    token,
    '{ customer { orders(pageSize: 1, sort: { sort_field: CREATED_AT, sort_direction: DESC }) { items { number wm_customer_notes shipping_address { firstname street } billing_address { firstname street city } shipping_method payment_methods { type } } } } }',
  );
  return customer.orders.items[0];
}

/** Fills the checkout's address form inside `section`. */
async function fillAddress(section: Locator, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address)) {
    await section.getByLabel(label, { exact: true }).fill(value);
  }
}

async function check(radio: Locator) {
  await radio.click();
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
}

/** Whether `locator` lies inside the phone's width (nothing cut off or scrolled sideways). */
async function fitsWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Fullfør bestillingen' });

const home = {
  Fornavn: 'Kari',
  Etternavn: 'Utenadresse',
  Gateadresse: 'Storgata 41',
  Postnummer: '2317',
  Poststed: 'Hamar',
  Telefon: '90000041',
};

/** Logs in at checkout and waits for the order step's first section. */
async function logInAtCheckout(page: Page, login: Login) {
  await logInOnAccountStep(page, login);
  await page.getByRole('heading', { level: 2, name: 'Betaling' }).waitFor();
}

describe.skipIf(!browserAvailable)('checkout fixes of issue 22 in the browser', () => {
  let browser: Browser;
  let manual: { sku: string; name: string };
  let parts: { sku: string; name: string; only_x_left_in_stock: number | null }[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const { products } = await ask<{
      products: { items: { __typename: string; sku: string; name: string }[] };
    }>('{ products(search: "Verkstedhåndbok", pageSize: 50) { items { __typename sku name } } }');
    const found = products.items.find((item) => item.__typename === 'DownloadableProduct');
    if (!found) throw new Error('No PDF manual in the seeded catalogue');
    manual = found;
    const catalogue = await everyProduct<{
      __typename: string;
      sku: string;
      name: string;
      stock_status: string;
      only_x_left_in_stock: number | null;
      weight?: number | null;
      options?: { required: boolean }[] | null;
    }>(
      '__typename sku name stock_status only_x_left_in_stock ... on SimpleProduct { weight } ... on CustomizableProductInterface { options { required } }',
    );
    // Light simple parts in stock that need nothing entered (a hose needs its length).
    parts = catalogue.filter(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.stock_status === 'IN_STOCK' &&
        (product.weight ?? 0) <= 35 &&
        !(product.options ?? []).some((option) => option.required),
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [device, options] of [
    ['a 390 px phone', phone],
    ['desktop', desktop],
  ] as const) {
    it(`a customer without saved addresses orders a PDF manual on ${device}: no shipping, a billing form, the exact missing step`, async () => {
      const login = await newCustomer();
      const token = await tokenOf(login);
      await cartWith(token, manual.sku, 1, 'downloadable');
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await logInAtCheckout(page, login);
      const billing = page.getByRole('region', { name: 'Fakturaadresse' });
      // Nothing is shipped: no shipping address or method, and no "same as shipping".
      expect(await page.getByRole('region', { name: 'Leveringsadresse' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Leveringsmåte' }).count()).toBe(0);
      expect(await billing.getByLabel('Samme som leveringsadressen').count()).toBe(0);
      await billing.getByText('Bestillingen inneholder bare varer som ikke sendes.').waitFor();

      // Placing before the billing address names exactly that, not shipping.
      await placeOrderButton(page).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Velg eller fyll inn fakturaadressen før du fullfører bestillingen.' })
        .waitFor();
      expect(await page.getByText('Velg leveringsadresse, leveringsmåte og betaling').count()).toBe(
        0,
      );

      // The form is there at once for a customer without addresses, and fits the phone.
      await fillAddress(billing, home);
      if (options === phone) {
        expect(await fitsWidth(billing.getByLabel('Gateadresse', { exact: true }), 390)).toBe(true);
        expect(
          await fitsWidth(billing.getByRole('button', { name: 'Bruk som fakturaadresse' }), 390),
        ).toBe(true);
      }
      await billing.getByRole('button', { name: 'Bruk som fakturaadresse' }).click();
      // The cart has it: shown as the chosen address, the form closed.
      await billing.getByText('Storgata 41').waitFor();
      await expect
        .poll(() => billing.getByLabel('Gateadresse', { exact: true }).count(), { timeout: 10_000 })
        .toBe(0);

      await check(page.getByRole('radio', { name: /Kreditt/ }));
      await placeOrderButton(page).click();
      await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
      const number = new URL(page.url()).searchParams.get('order');
      const order = await newestOrder(token);
      expect(order).toMatchObject({
        number,
        shipping_address: null,
        shipping_method: null,
        billing_address: { firstname: 'Kari', street: ['Storgata 41'], city: 'Hamar' },
        payment_methods: [{ type: 'wm_credit' }],
      });
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('a refused order for stock names the line and how many are left, marks it and keeps the cart', async () => {
    // A part with a few units left: Ola wants them all, then someone else buys one first.
    const scarce = [...parts].reverse().find((part) => (part.only_x_left_in_stock ?? 0) >= 2);
    if (!scarce) throw new Error('no part with a few units left in the seeded catalogue');
    const units = scarce.only_x_left_in_stock!;
    const olaToken = await tokenOf(ola);
    await cartWith(olaToken, scarce.sku, units, 'any');
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await logInAtCheckout(page, ola);
    await check(page.getByRole('radio', { name: /Pakke til hentested/ }));
    await check(page.getByRole('radio', { name: /Kreditt/ }));

    // Another customer orders one of them through the API meanwhile.
    const other = await newCustomer();
    const otherToken = await tokenOf(other);
    const otherCart = await cartWith(otherToken, scarce.sku, 1, 'any');
    const address = {
      firstname: 'Per',
      lastname: 'Raskere',
      street: ['Torget 1'],
      city: 'Hamar',
      postcode: '2317',
      country_code: 'NO',
      telephone: '90000042',
    };
    const shipped = await askAs<{
      setShippingAddressesOnCart: {
        cart: {
          shipping_addresses: {
            available_shipping_methods: { carrier_code: string; method_code: string }[];
          }[];
        };
      };
    }>(
      otherToken,
      'mutation ($cart: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }',
      { cart: otherCart, address },
    );
    const method =
      shipped.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods[0]!;
    await askAs(
      otherToken,
      'mutation ($cart: String!) { setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      { cart: otherCart },
    );
    await askAs(
      otherToken,
      'mutation ($cart: String!, $carrier: String!, $method: String!) { setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }',
      { cart: otherCart, carrier: method.carrier_code, method: method.method_code },
    );
    await askAs(
      otherToken,
      'mutation ($cart: String!) { setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "wm_credit" } }) { cart { id } } }',
      { cart: otherCart },
    );
    const placed = await askAs<{ placeOrder: { errors: { message: string }[] } }>(
      otherToken,
      'mutation ($cart: String!) { placeOrder(input: { cart_id: $cart }) { errors { message } orderV2 { number } } }',
      { cart: otherCart },
    );
    expect(placed.placeOrder.errors).toEqual([]);

    await placeOrderButton(page).click();
    const left = units - 1;
    const text = `Det er bare ${left} igjen av ${scarce.name}. Endre antallet.`;
    await page.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 20_000 });
    // The line is marked in the summary, with the same words beside it.
    const summary = page.getByRole('complementary', { name: 'Sammendrag' });
    const line = summary.locator('li[data-invalid]');
    await line.waitFor();
    expect(await line.innerText()).toContain(scarce.name);
    expect(await line.innerText()).toContain(text);
    const describedBy = await line.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(text);
    expect(page.url()).toMatch(/\/checkout\/bestilling$/);
    // Nothing is lost: the cart is as it was.
    const { customerCart } = await askAs<{
      customerCart: { items: { quantity: number; product: { sku: string } }[] };
    }>(olaToken, '{ customerCart { items { quantity product { sku } } } }');
    expect(customerCart.items).toEqual([{ quantity: units, product: { sku: scarce.sku } }]);
    await context.close();
  }, 90_000);

  it('a reload shows the typed address, the chosen methods and the delivery instructions, which reach the order', async () => {
    const login = await newCustomer();
    const token = await tokenOf(login);
    const part = parts.find((candidate) => candidate.only_x_left_in_stock === null);
    if (!part) throw new Error('no part with plenty of stock');
    await cartWith(token, part.sku, 1, 'any');
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await logInAtCheckout(page, login);

    const shipping = page.getByRole('region', { name: 'Leveringsadresse' });
    await fillAddress(shipping, home);
    await shipping.getByRole('button', { name: 'Lever til denne adressen' }).click();
    await check(page.getByRole('radio', { name: /Pakke til hentested/ }));
    await check(page.getByRole('radio', { name: /Kreditt/ }));
    const notes = shipping.getByLabel('Leveringsinstruksjoner (valgfritt)');
    expect(await fitsWidth(notes, 390)).toBe(true);
    expect(await notes.getAttribute('maxlength')).toBe('255');
    await notes.fill('Sett pakken i garasjen, kode 1234');
    await shipping.getByText('33 av 255 tegn').waitFor();
    // Leaving the field saves it on the cart.
    await page.getByRole('heading', { level: 2, name: 'Betaling' }).click();
    await expect
      .poll(
        async () =>
          (
            await askAs<{
              customerCart: { shipping_addresses: { customer_notes: string | null }[] };
            }>(token, '{ customerCart { shipping_addresses { customer_notes } } }')
          ).customerCart.shipping_addresses[0]?.customer_notes,
        { timeout: 10_000 },
      )
      .toBe('Sett pakken i garasjen, kode 1234');

    for (const comeBack of [
      () => page.reload(),
      async () => {
        await page.goto(`${storefrontUrl}/`);
        await waitForHydration(page);
        await page.goto(`${storefrontUrl}/checkout`);
      },
    ]) {
      await comeBack();
      await page.waitForURL(/\/checkout\/bestilling$/);
      await waitForHydration(page);
      const again = page.getByRole('region', { name: 'Leveringsadresse' });
      // The address typed before, chosen — not an empty "Ny adresse" form.
      await again.getByText('Storgata 41').waitFor();
      expect(await again.getByLabel('Gateadresse', { exact: true }).count()).toBe(0);
      expect(await again.getByRole('radio', { name: /Storgata 41/ }).isChecked()).toBe(true);
      await expect
        .poll(() => page.getByRole('radio', { name: /Pakke til hentested/ }).isChecked())
        .toBe(true);
      expect(await page.getByRole('radio', { name: /Kreditt/ }).isChecked()).toBe(true);
      expect(await page.getByLabel('Samme som leveringsadressen').isChecked()).toBe(true);
      expect(await again.getByLabel('Leveringsinstruksjoner (valgfritt)').inputValue()).toBe(
        'Sett pakken i garasjen, kode 1234',
      );
    }

    await placeOrderButton(page).click();
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
    const order = await newestOrder(token);
    expect(order).toMatchObject({
      number: new URL(page.url()).searchParams.get('order'),
      wm_customer_notes: 'Sett pakken i garasjen, kode 1234',
      shipping_address: { firstname: 'Kari', street: ['Storgata 41'] },
      billing_address: { firstname: 'Kari', street: ['Storgata 41'] },
      payment_methods: [{ type: 'wm_credit' }],
    });
    // The thank-you page says them again.
    await page.getByText('Sett pakken i garasjen, kode 1234').waitFor();
    await context.close();
  }, 90_000);
});

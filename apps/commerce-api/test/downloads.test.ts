import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_DOWNLOAD_LINK_SECRET, orderDownloadLinks } from '../src/downloads/downloadLinks.js';
import { readDownloadToken, signDownloadToken } from '../src/downloads/downloadToken.js';
import { NOT_AUTHORIZED, bearer, registerCustomer } from './customerHelpers.js';
import { mailTo } from './mailHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const HOME = {
  firstname: 'Åse',
  lastname: 'Østby',
  street: ['Storgata 1'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '41234567',
};

const DOWNLOADS = `{ customerDownloadableProducts { items {
  date download_url order_increment_id remaining_downloads status
  wm_link_uid wm_link_title wm_product_name wm_expires_at } } }`;

const ORDER = `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
  items { __typename product_sku product_type
    ... on DownloadableOrderItem { downloadable_links { uid title sort_order wm_download_url wm_expires_at } } } } } } }`;

interface Download {
  date: string;
  download_url: string;
  order_increment_id: string;
  remaining_downloads: string;
  status: string;
  wm_link_uid: string;
  wm_link_title: string;
  wm_product_name: string;
  wm_expires_at: string;
}

describe('downloads of purchased files', () => {
  let t: TestApi;
  let manual: { id: number; sku: string; name: string };
  let buyer: { token: string; email: string };
  let orderNumber: string;
  let downloads: Download[];

  /** The token of a download URL (the storefront's `/downloads/<token>`). */
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const fetchFile = (token: string, customerToken?: string) =>
    fetch(`${t.origin}/downloads/${token}`, {
      headers: customerToken ? { authorization: `Bearer ${customerToken}` } : {},
    });

  async function buyManual(token: string): Promise<string> {
    const mutate = async (query: string, variables: Record<string, unknown>) => {
      const result = await t.query<Record<string, unknown>>(query, variables, bearer(token));
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const { customerCart } = await mutate(`{ customerCart { id } }`, {});
    const cartId = (customerCart as { id: string }).id;
    await mutate(
      `mutation ($id: String!, $sku: String!) { addDownloadableProductsToCart(input: {
        cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }`,
      { id: cartId, sku: manual.sku },
    );
    await mutate(
      `mutation ($id: String!, $address: BillingAddressInput!) {
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: $address }) { cart { id } } }`,
      { id: cartId, address: { address: HOME } },
    );
    await mutate(
      `mutation ($id: String!) { setPaymentMethodOnCart(input: {
        cart_id: $id, payment_method: { code: "wm_credit" } }) { cart { id } } }`,
      { id: cartId },
    );
    const placed = (await mutate(
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) {
        errors { code message } orderV2 { number } } }`,
      { id: cartId },
    )) as unknown as { placeOrder: { errors: unknown[]; orderV2: { number: string } } };
    expect(placed.placeOrder.errors).toEqual([]);
    return placed.placeOrder.orderV2.number;
  }

  beforeAll(async () => {
    t = await startTestApi({}, { customers: { storefrontUrl: 'https://butikk.test' } });
    manual = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku', 'name'])
      .where('type_id', '=', 'downloadable')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 100 })
      .where('id', '=', manual.id)
      .execute();
    buyer = await registerCustomer(t);
    orderNumber = await buyManual(buyer.token);
    const listed = await t.query<{ customerDownloadableProducts: { items: Download[] } }>(
      DOWNLOADS,
      {},
      bearer(buyer.token),
    );
    expect(listed.errors).toBeUndefined();
    downloads = listed.data!.customerDownloadableProducts.items;
  }, 120_000);
  afterAll(() => t?.close());

  it('lists every link of the bought manual for the buyer, signed for seven days', async () => {
    const links = await t.api.db
      .selectFrom('downloadable_links')
      .select('title')
      .where('product_id', '=', manual.id)
      .orderBy('sort_order')
      .execute();
    expect(links.length).toBeGreaterThan(0);
    expect(downloads.map((d) => d.wm_link_title)).toEqual(links.map((l) => l.title));
    for (const download of downloads) {
      expect(download).toMatchObject({
        order_increment_id: orderNumber,
        remaining_downloads: 'Unlimited',
        status: 'available',
        wm_product_name: manual.name,
      });
      expect(download.download_url).toMatch(/^https:\/\/butikk\.test\/downloads\/[\w.-]+$/);
      const days = (Date.parse(download.wm_expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    }
  });

  it('puts the links of the bought files in the order confirmation mail', async () => {
    const confirmation = await mailTo(t, buyer.email, `Ordrebekreftelse ${orderNumber}`);
    for (const download of downloads) {
      expect(confirmation.text).toContain(`${download.wm_link_title} (PDF)`);
    }
    // Signed when the mail was made, each bound to the buyer like the list's.
    const mailed = confirmation.text.match(/https:\/\/butikk\.test\/downloads\/[\w.-]+/g) ?? [];
    expect(mailed).toHaveLength(downloads.length);
  });

  it('gives the order line its links, with the same files as the download list', async () => {
    const result = await t.query<{
      customer: { orders: { items: { items: Record<string, unknown>[] }[] } };
    }>(ORDER, { number: orderNumber }, bearer(buyer.token));
    const [line] = result.data!.customer.orders.items[0]!.items;
    expect(line).toMatchObject({
      __typename: 'DownloadableOrderItem',
      product_type: 'downloadable',
    });
    const links = line!.downloadable_links as {
      uid: string;
      title: string;
      wm_download_url: string;
    }[];
    expect(links.map((l) => [l.uid, l.title])).toEqual(
      downloads.map((d) => [d.wm_link_uid, d.wm_link_title]),
    );
    const response = await fetchFile(tokenOf(links[0]!.wm_download_url), buyer.token);
    expect(response.status).toBe(200);
  });

  it('serves the buyer the PDF as a private attachment', async () => {
    const response = await fetchFile(tokenOf(downloads[0]!.download_url), buyer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\w-]+\.pdf"/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body).toContain(`Ordre ${orderNumber}`);
  });

  it('refuses the file to an anonymous request and to another customer', async () => {
    const token = tokenOf(downloads[0]!.download_url);
    const anonymous = await fetchFile(token);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toBe(
      'Sign in as the customer who bought this file to download it.',
    );
    const other = await registerCustomer(t);
    const foreign = await fetchFile(token, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('x-download-refusal')).toBe('not-yours');
    expect(await foreign.text()).toBe('This download belongs to another customer.');
    const theirs = await t.query<{ customerDownloadableProducts: { items: Download[] } }>(
      DOWNLOADS,
      {},
      bearer(other.token),
    );
    expect(theirs.data!.customerDownloadableProducts.items).toEqual([]);
    const guest = await t.query(DOWNLOADS);
    expect(guest.errors?.[0]).toMatchObject({
      message: NOT_AUTHORIZED,
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('refuses a tampered link without sending any of the file', async () => {
    const token = tokenOf(downloads[0]!.download_url);
    const [payload, mac] = token.split('.') as [string, string];
    const otherLink = payload.replace(
      /-(\d+)-(\d+)$/,
      (_, link: string, expiry: string) => `-${Number(link) + 1}-${expiry}`,
    );
    // Flip the last character to one it is not (a fixed 'A' was no change when the MAC ended in 'A').
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [`${otherLink}.${mac}`, `${payload}.${flipped}`, 'nonsense']) {
      const response = await fetchFile(tampered, buyer.token);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('This download link is not valid.');
    }
  });

  it('refuses an expired link with 410 and renews it when the list is asked for again', async () => {
    const token = tokenOf(downloads[0]!.download_url);
    const check = readDownloadToken(token, DEV_DOWNLOAD_LINK_SECRET, new Date());
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    const expired = signDownloadToken(
      { ...check.grant, expiresAt: new Date(Date.now() - 1000) },
      DEV_DOWNLOAD_LINK_SECRET,
    );
    const response = await fetchFile(expired, buyer.token);
    expect(response.status).toBe(410);
    expect(response.headers.get('x-download-refusal')).toBe('expired');
    expect(await response.text()).toMatch(/^This download link has expired\./);
    const again = await t.query<{ customerDownloadableProducts: { items: Download[] } }>(
      DOWNLOADS,
      {},
      bearer(buyer.token),
    );
    const renewed = again.data!.customerDownloadableProducts.items[0]!.download_url;
    expect((await fetchFile(tokenOf(renewed), buyer.token)).status).toBe(200);
  });

  it('sells manuals to customers only: a guest cart with one is refused at placeOrder', async () => {
    const created = await t.query<{ createGuestCart: { cart: { id: string } } }>(
      `mutation { createGuestCart { cart { id } } }`,
    );
    const cartId = created.data!.createGuestCart.cart.id;
    const added = await t.query(
      `mutation ($id: String!, $sku: String!) { addDownloadableProductsToCart(input: {
        cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }`,
      { id: cartId, sku: manual.sku },
    );
    expect(added.errors).toBeUndefined();
    const placed = await t.query(
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }`,
      { id: cartId },
    );
    expect(placed.errors?.[0]?.message).toBe(
      'Guest checkout is not allowed. Register a customer account or login with existing one.',
    );
  });

  it('stops handing out files of a cancelled order', async () => {
    const second = await buyManual(buyer.token);
    const order = await t.api.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', second)
      .executeTakeFirstOrThrow();
    const settings = {
      secret: DEV_DOWNLOAD_LINK_SECRET,
      lifetimeDays: 7,
      storefrontUrl: 'https://butikk.test',
    };
    const links = await orderDownloadLinks({ db: t.api.db, settings, now: new Date() }, order.id);
    expect(links.map((l) => l.title)).toEqual(downloads.map((d) => d.wm_link_title));
    await t.api.db
      .updateTable('orders')
      .set({ status: 'Canceled' })
      .where('id', '=', order.id)
      .execute();
    const response = await fetchFile(tokenOf(links[0]!.url), buyer.token);
    expect(response.status).toBe(404);
    expect(await orderDownloadLinks({ db: t.api.db, settings, now: new Date() }, order.id)).toEqual(
      [],
    );
  });
});

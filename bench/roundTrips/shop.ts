import type { Page } from 'playwright-core';

import { waitForHydration } from '../../apps/storefront/e2e/browser';
import type { Recorder } from './measure';

/** The demo customer with orders (seeded by commerce-api). */
const customer = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };

/** Loads `path` in the page and waits for hydration: a page load case. */
export async function load(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

export async function login(page: Page, storefrontUrl: string) {
  await page.goto(`${storefrontUrl}/customer/login`);
  await waitForHydration(page);
  const form = page.locator('main form');
  await form.getByLabel('E-post').fill(customer.email);
  await form.getByLabel('Passord', { exact: true }).fill(customer.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/customer/login')),
    form.getByRole('button', { name: 'Logg inn' }).click(),
  ]);
  await waitForHydration(page);
}

/** The header's cart button and the open cart sidebar. */
export const cartButton = (page: Page) => page.locator('header [data-action="cart"]');
export const cartSidebar = (page: Page) => page.getByRole('dialog', { name: 'Handlekurv' });
export const addedNotice = (page: Page) =>
  page.locator('.ap-notification').filter({ hasText: 'Produktet er lagt i handlekurven' });

/** What the cases need to know about the shop: its address, a category, a product and its parts. */
export interface Shop {
  storefrontUrl: string;
  categoryPath: string;
  productPath: string;
  /** The finder's parts page for a tractor. */
  partsPath: string;
  /** A second simple part in stock, added to the cart from its card. */
  otherPart: { sku: string };
}

/** A browser context's page and the recorder of its requests. */
export interface Shopper {
  page: Page;
  recorder: Recorder;
}

/** Finds two simple parts in stock and a category to visit in the seeded catalogue. */
export async function findShop(storefrontUrl: string, apiUrl: string): Promise<Shop> {
  const ask = async <T>(query: string): Promise<T> => {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { products } = await ask<{
    products: { items: { sku: string; url_key: string; url_suffix: string }[] };
  }>(
    '{ products(filter: { price: { from: "1" } }, pageSize: 60) { items { __typename sku url_key url_suffix stock_status only_x_left_in_stock } } }',
  );
  const simples = (
    products.items as unknown as {
      __typename: string;
      sku: string;
      url_key: string;
      url_suffix: string;
      stock_status: string;
      only_x_left_in_stock: number | null;
    }[]
  ).filter(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      item.only_x_left_in_stock === null,
  );
  const [part, otherPart] = simples;
  if (!part || !otherPart) throw new Error('The seeded catalogue has no simple parts in stock.');
  const productPath = `/${part.url_key}${part.url_suffix}`;
  const homeHtml = await (await fetch(storefrontUrl)).text();
  const categoryPath = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
  const partsPath = '/parts/traktor/massey-ferguson/6480';
  return { storefrontUrl, categoryPath, productPath, partsPath, otherPart };
}

import type { Browser } from 'playwright-core';

import { cartSidebarCases } from './guestCases';
import { measure, Recorder } from './measure';
import { addedNotice, load, login, type Shop, type Shopper } from './shop';

/** A signed-in customer adds to the cart, changes it in the sidebar and uses the wishlist's heart. */
async function signedInShoppingCases(shopper: Shopper, shop: Shop) {
  const { page, recorder } = shopper;
  const { storefrontUrl, productPath } = shop;
  await measure(
    recorder,
    'add to cart from the product page (signed in)',
    1,
    async () => {
      await page
        .locator('.product-purchase')
        .getByRole('button', { name: 'Legg i handlekurv' })
        .click();
      await addedNotice(page).waitFor();
    },
    () => load(page, storefrontUrl + productPath),
  );
  await cartSidebarCases(shopper, shop, 'signed in');
  await measure(
    recorder,
    'wishlist heart on the product page (signed in)',
    1,
    async () => {
      const heart = page
        .locator('main')
        .getByRole('button', { name: /Legg i ønskelisten|Lagt i ønskelisten/ })
        .first();
      const pressed = await heart.getAttribute('aria-pressed');
      await heart.click();
      await page.waitForFunction(
        (before) =>
          document.querySelector('main button[aria-pressed]')?.getAttribute('aria-pressed') !==
          before,
        pressed,
      );
    },
    () => load(page, storefrontUrl + productPath),
  );
}

/** The demo customer with orders: page loads, the account menu, the cart and the wishlist. */
export async function signedInCases(browser: Browser, shop: Shop) {
  const { storefrontUrl, categoryPath, productPath } = shop;
  const signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customerRecorder = new Recorder();
  customerRecorder.attach(signedIn);
  const customerPage = await signedIn.newPage();
  await login(customerPage, storefrontUrl);
  await customerRecorder.settle();
  const customerLoads: [string, string][] = [
    ['home', '/'],
    ['category', categoryPath],
    ['product', productPath],
    ['wishlist', '/onskeliste'],
    ['order history', '/customer/order-history'],
  ];
  for (const [name, path] of customerLoads) {
    await measure(customerRecorder, `load ${name} (signed in)`, 0, () =>
      load(customerPage, storefrontUrl + path),
    );
  }
  await measure(
    customerRecorder,
    'navigate home → order history (account menu, signed in)',
    1,
    async () => {
      await customerPage.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('a[href="/customer/order-history"]');
        if (!link) throw new Error('no link to the order history on the page');
        link.click();
      });
      await customerPage.waitForURL(`${storefrontUrl}/customer/order-history`);
    },
    () => load(customerPage, storefrontUrl + '/customer/my-profile'),
  );
  await signedInShoppingCases({ page: customerPage, recorder: customerRecorder }, shop);
  await signedIn.close();
}

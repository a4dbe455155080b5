import type { Browser } from 'playwright-core';

import { measure, Recorder } from './measure';
import { addedNotice, cartButton, cartSidebar, load, type Shop, type Shopper } from './shop';

/** The pages a guest loads, first with an empty cart and then (the first three) with items. */
function guestPageLoads({ categoryPath, productPath, partsPath }: Shop): [string, string][] {
  return [
    ['home', '/'],
    ['category', categoryPath],
    ['product', productPath],
    ['search', '/search?term=filter'],
    ['finder parts page', partsPath],
    ['CMS page', '/kontakt-oss'],
    ['wishlist', '/onskeliste'],
  ];
}

/** The mega menu: following a top-level link, and opening a panel (its levels load). */
async function guestMenuCases({ page, recorder }: Shopper, { storefrontUrl }: Shop) {
  await measure(
    recorder,
    'navigate home → category (mega menu, guest)',
    1,
    async () => {
      const entry = page.locator('.ap-mega-menu__item:has(.ap-mega-menu__panel)').first();
      await entry.locator('.ap-mega-menu__top-link').click();
      await page.waitForURL((url) => url.pathname !== '/');
    },
    () => load(page, storefrontUrl),
  );
  await measure(
    recorder,
    'open the mega menu (guest)',
    1,
    async () => {
      const entry = page.locator('.ap-mega-menu__item:has(.ap-mega-menu__panel)').first();
      await entry.locator('.ap-mega-menu__top-link').hover();
      // The panel's links load when it is first wanted (`/api/navigation`).
      await entry.locator('.ap-mega-menu__panel a[href]').first().waitFor({ state: 'visible' });
    },
    () => load(page, storefrontUrl),
  );
}

/** A category's filter, sort order, next page and the VAT switch. */
async function guestListingCases(
  { page, recorder }: Shopper,
  { storefrontUrl, categoryPath }: Shop,
) {
  await measure(
    recorder,
    'toggle a filter on a category (guest)',
    1,
    async () => {
      await page
        .locator('.listing__filters fieldset', { hasText: 'Produsent' })
        .locator('a')
        .first()
        .click();
      await page.locator('.ap-applied-filters').waitFor();
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(recorder, 'change sort on a category (guest)', 1, async () => {
    await page.locator('select[name="sort"]').selectOption('price_ASC');
    await page.waitForURL(/sort=price_ASC/);
  });
  await measure(
    recorder,
    'next page on a category (guest)',
    1,
    async () => {
      await page.locator('.ap-pagination a[rel="next"][href]').click();
      await page.waitForURL(/page=2/);
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(
    recorder,
    'toggle the incl./excl. VAT switch (guest)',
    1,
    async () => {
      await page.getByRole('switch', { name: 'inkl. mva' }).click();
      await page.waitForFunction(() =>
        document.querySelector('.ap-product-card__price')?.textContent?.includes('eks. mva'),
      );
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(recorder, 'toggle the VAT switch back (guest)', 1, async () => {
    await page.getByRole('switch', { name: 'inkl. mva' }).click();
    await page.waitForFunction(() =>
      document.querySelector('.ap-product-card__price')?.textContent?.includes('inkl. mva'),
    );
  });
}

/** Following a product card, and the logo back home. */
async function guestLinkCases(
  { page, recorder }: Shopper,
  { storefrontUrl, categoryPath, productPath }: Shop,
) {
  await measure(
    recorder,
    'navigate category → product (card, guest)',
    1,
    async () => {
      const from = page.url();
      await page.locator('.ap-product-card__link').first().click();
      await page.waitForURL((url) => url.href !== from);
      await page.locator('.product-purchase').waitFor();
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(
    recorder,
    'navigate product → home (logo, guest)',
    1,
    async () => {
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${storefrontUrl}/`);
    },
    () => load(page, storefrontUrl + productPath),
  );
}

/** Adding to the cart (creating it, then to the existing cart) and pages loaded with items. */
async function guestAddToCartCases({ page, recorder }: Shopper, shop: Shop) {
  const { storefrontUrl, productPath, otherPart } = shop;
  await measure(
    recorder,
    'add to cart from the product page (guest, first item: cart created)',
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
  await measure(
    recorder,
    'add to cart from a card (guest, cart exists)',
    1,
    async () => {
      await page
        .locator(`li[data-sku="${otherPart.sku}"] article`)
        .getByRole('button', { name: 'Legg i handlekurv' })
        .click();
      await addedNotice(page).waitFor();
    },
    () => load(page, `${storefrontUrl}/search?term=${encodeURIComponent(otherPart.sku)}`),
  );
  for (const [name, path] of guestPageLoads(shop).slice(0, 3)) {
    await measure(recorder, `load ${name} (guest, cart with items)`, 0, () =>
      load(page, storefrontUrl + path),
    );
  }
}

/** The cart sidebar: opening it and changing a quantity (`who`: guest or signed in). */
export async function cartSidebarCases(
  { page, recorder }: Shopper,
  { storefrontUrl }: Shop,
  who: 'guest' | 'signed in',
) {
  await measure(
    recorder,
    `open the cart sidebar (${who}, with items)`,
    1,
    async () => {
      await cartButton(page).click();
      await cartSidebar(page).locator('article.ap-cart-line').first().waitFor();
    },
    () => load(page, storefrontUrl + '/kontakt-oss'),
  );
  await measure(recorder, `change a cart quantity (${who})`, 1, async () => {
    const line = cartSidebar(page).locator('article.ap-cart-line').first();
    const badge = await cartButton(page).locator('.ap-header__badge').textContent();
    await line.getByRole('button', { name: 'Øk antall' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('header .ap-header__badge')?.textContent !== before,
      badge,
    );
  });
}

/** The header's search overlay: typing a term shows results. */
async function guestSearchCase({ page, recorder }: Shopper, { storefrontUrl }: Shop) {
  await measure(
    recorder,
    'open the search overlay and type a term (guest)',
    1,
    async () => {
      await page.locator('header input[name="term"]').pressSequentially('filter', { delay: 30 });
      await page.getByRole('dialog').locator('[data-search-result]').first().waitFor();
    },
    () => load(page, storefrontUrl + '/kontakt-oss'),
  );
}

/** The part finder widget: a brand, a model, the parts page, and another finder type. */
async function guestFinderCases({ page, recorder }: Shopper, { storefrontUrl, partsPath }: Shop) {
  const dropdown = (list: string) =>
    page.locator(`.ap-part-finder__list[data-list="${list}"] .ap-dropdown__button`);
  const choose = async (list: string, filter: string, option: string) => {
    await dropdown(list).click();
    await page.locator('.ap-dropdown__filter').fill(filter);
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await measure(
    recorder,
    'finder widget: pick a brand (models load, guest)',
    1,
    async () => {
      await choose('brands', 'FERG', 'Massey Ferguson');
      await page.waitForFunction(
        () =>
          !document
            .querySelector('.ap-part-finder__list[data-list="models"] .ap-dropdown__button')
            ?.hasAttribute('disabled'),
      );
    },
    () => load(page, storefrontUrl),
  );
  await measure(recorder, 'finder widget: pick a model (guest)', 1, async () => {
    await choose('models', '64', '6480');
    await page.waitForFunction(
      () =>
        !document
          .querySelector('.ap-part-finder__actions button[type="submit"]')
          ?.hasAttribute('disabled'),
    );
  });
  await measure(recorder, 'finder widget: show parts (navigation, guest)', 1, async () => {
    await page.locator('.ap-part-finder__actions button[type="submit"]').click();
    await page.waitForURL(`${storefrontUrl}${partsPath}`);
  });
  await measure(
    recorder,
    'finder widget: pick another type (brands load, guest)',
    2,
    async () => {
      await dropdown('finders').click();
      const options = page.getByRole('option');
      await options.nth(1).click();
      await page.waitForFunction(
        () =>
          !document
            .querySelector('.ap-part-finder__list[data-list="brands"] .ap-dropdown__button')
            ?.hasAttribute('disabled'),
      );
    },
    () => load(page, storefrontUrl),
  );
}

/** The wishlist's heart on a product card. */
async function guestWishlistCase(
  { page, recorder }: Shopper,
  { storefrontUrl, categoryPath }: Shop,
) {
  await measure(
    recorder,
    'wishlist heart on a card (guest)',
    1,
    async () => {
      const card = page.locator('.ap-product-card').first();
      await card.getByRole('button', { name: 'Ønskeliste', pressed: false }).click();
      await card.getByRole('button', { name: 'Ønskeliste', pressed: true }).waitFor();
    },
    () => load(page, storefrontUrl + categoryPath),
  );
}

/** A guest: page loads, navigation, the cart, the search, the part finder and the wishlist. */
export async function guestCases(browser: Browser, shop: Shop) {
  const { storefrontUrl } = shop;
  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recorder = new Recorder();
  recorder.attach(guest);
  const page = await guest.newPage();
  const shopper = { page, recorder };

  for (const [name, path] of guestPageLoads(shop)) {
    await measure(recorder, `load ${name} (guest)`, 0, () => load(page, storefrontUrl + path));
  }
  await guestMenuCases(shopper, shop);
  await guestListingCases(shopper, shop);
  await guestLinkCases(shopper, shop);
  await guestAddToCartCases(shopper, shop);
  await cartSidebarCases(shopper, shop, 'guest');
  await guestSearchCase(shopper, shop);
  await guestFinderCases(shopper, shop);
  await guestWishlistCase(shopper, shop);
  await guest.close();
}

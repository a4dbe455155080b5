import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

const storefrontUrl = inject('storefrontUrl');
const tokenCookie = 'vsf-customer';

const ola = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const haugen = { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' };

/**
 * A new customer, registered straight at commerce-api: the journeys that change an account
 * use their own, so the demo accounts stay as seeded and a run can be repeated.
 */
async function registerCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Kari',
    lastname: 'Traktorsen',
    email: `kari.${id}@example.no`,
    password: 'Grasslag-2026',
  };
  const result = await ask<{ createCustomerV2: { customer: { email: string } } | null }>(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: customer },
  );
  expect(result?.createCustomerV2?.customer.email).toBe(customer.email);
  return customer;
}

/** The session cookie of a plain HTTP login (for the posts a page would never send). */
async function sessionCookie({ email, password }: { email: string; password: string }) {
  const response = await fetch(`${storefrontUrl}/customer/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email, password, redirectTo: '/' }),
  });
  expect(response.status).toBe(303);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${tokenCookie}=`));
  return (cookie ?? '').split(';')[0] ?? '';
}

interface ApiAddress {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  country_code: string;
  telephone: string | null;
  default_billing: boolean;
}

/** Haugen Gård's addresses as commerce-api holds them. */
async function haugenAddressBook(): Promise<{ addresses: ApiAddress[] }> {
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    haugen,
  );
  const response = await fetch(`${inject('apiUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'ad_nb_no',
      authorization: `Bearer ${generateCustomerToken.token}`,
    },
    body: JSON.stringify({
      query:
        '{ customer { addresses { id firstname lastname company street postcode city country_code telephone default_billing } } }',
    }),
  });
  return ((await response.json()) as { data: { customer: { addresses: ApiAddress[] } } }).data
    .customer;
}

/** A section of the page named by its heading. */
function section(page: Page, heading: string): Locator {
  // The innermost: the page itself is a section holding them all.
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .last();
}

/** Clicks a form's submit button and waits for the page the post leads to. */
async function submit(page: Page, button: Locator) {
  await Promise.all([page.waitForLoadState('networkidle'), button.click()]);
}

/**
 * The page's errors except the answers a journey asks for: a refused form (400, the form shows
 * why) and a page not found (404).
 */
function unexpected(errors: readonly string[]): string[] {
  return errors.filter((error) => !/^(400|404) |status of (400|404)/.test(error));
}

/** The address cards of the address book. */
const addressCards = (page: Page) => page.locator('.address-list article');

describe.skipIf(!browserAvailable)('the account pages in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: { javaScriptEnabled?: boolean } = {}) {
    const context: BrowserContext = await browser.newContext(options);
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  // Three forms, a second browser and two logins: more than the default 30 s on a loaded machine.
  it('edits the names, changes the e-mail with the password, and the password — then logs in with both', async () => {
    const customer = await registerCustomer();
    const { context, page, errors } = await newPage();
    await logIn(page, customer, '/customer/my-profile');
    await waitForHydration(page);

    const details = section(page, 'Kontoopplysninger');
    expect(await details.innerText()).toContain('Kari Traktorsen');
    expect(await details.innerText()).toContain(customer.email);
    expect(await details.innerText()).toContain('Privatkunde');
    expect(await page.title()).toBe('Min profil | Agri Deler');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(
      await page.locator('nav a[aria-current="page"]').filter({ hasText: 'Min profil' }).count(),
    ).toBe(1);

    // Names: a name too short is caught in the browser, then the change is saved.
    const names = section(page, 'Endre navn og telefon');
    await names.getByLabel('Fornavn').fill('K');
    await names.getByRole('button', { name: 'Lagre endringene' }).click();
    await names.getByText('Må inneholde minst 2 tegn').waitFor();
    await names.getByLabel('Fornavn').fill('Kari-Anne');
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('saved') === 'names'),
      names.getByRole('button', { name: 'Lagre endringene' }).click(),
    ]);
    await page.getByText('Kontoopplysningene er lagret.').first().waitFor();
    await page.reload();
    expect(await section(page, 'Kontoopplysninger').innerText()).toContain('Kari-Anne Traktorsen');

    // E-mail: a wrong password is refused with the API's message, and the new address stays typed.
    await waitForHydration(page);
    const newEmail = customer.email.replace('kari.', 'kari.anne.');
    let email = section(page, 'Endre e-postadresse');
    await email.getByLabel('Ny e-postadresse').fill(newEmail);
    await email.getByLabel('Nåværende passord').fill('Feil-passord-1');
    await submit(page, email.getByRole('button', { name: 'Lagre ny e-postadresse' }));
    email = section(page, 'Endre e-postadresse');
    const wrongPassword = 'Passordet stemmer ikke med kontoen. Kontroller passordet og prøv igjen.';
    // In the focused summary and at the password field it is about.
    await email.getByRole('alert').getByText(wrongPassword).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await email.getByLabel('Nåværende passord').getAttribute('aria-invalid')).toBe('true');
    expect(await email.locator('.ap-field__error').filter({ hasText: wrongPassword }).count()).toBe(
      1,
    );
    expect(await email.getByLabel('Ny e-postadresse').inputValue()).toBe(newEmail);
    expect(await email.getByLabel('Nåværende passord').inputValue()).toBe('');
    await email.getByLabel('Nåværende passord').fill(customer.password);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('saved') === 'email'),
      email.getByRole('button', { name: 'Lagre ny e-postadresse' }).click(),
    ]);
    await page.getByText('E-postadressen er endret.').first().waitFor();
    expect(await section(page, 'Kontoopplysninger').innerText()).toContain(newEmail);

    // Password: the new one twice; this session goes on, the API ends the account's others.
    const elsewhere = await newPage({ javaScriptEnabled: false });
    await logIn(
      elsewhere.page,
      { email: newEmail, password: customer.password },
      '/customer/my-profile',
      { javaScript: false },
    );
    const newPassword = 'Slaamaskin-2027';
    const password = section(page, 'Endre passord');
    await password.getByLabel('Nåværende passord').fill(customer.password);
    await password.getByLabel('Nytt passord', { exact: true }).fill(newPassword);
    await password.getByLabel('Bekreft nytt passord').fill('Slaamaskin-2028');
    await password.getByRole('button', { name: 'Lagre nytt passord' }).click();
    await password.getByText('Passordene er ikke like').waitFor();
    await password.getByLabel('Bekreft nytt passord').fill(newPassword);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('saved') === 'password'),
      password.getByRole('button', { name: 'Lagre nytt passord' }).click(),
    ]);
    await page.getByText('Passordet er endret.', { exact: false }).first().waitFor();
    expect(
      await section(page, 'Endre passord').getByLabel('Nytt passord', { exact: true }).inputValue(),
    ).toBe('');
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/customer/my-profile');
    await elsewhere.page.goto(`${storefrontUrl}/customer/order-history`);
    // The ended session asks for a login that returns to the page (issue 22), not home.
    expect(new URL(elsewhere.page.url()).pathname).toBe('/customer/login');
    expect(new URL(elsewhere.page.url()).searchParams.get('redirectTo')).toBe(
      '/customer/order-history',
    );
    await elsewhere.context.close();

    // Logged out, the new e-mail and password let the customer in again; the old password not.
    await page
      .locator('.account-area__navigation')
      .getByRole('button', { name: 'Logg ut' })
      .click();
    await page.waitForURL(`${storefrontUrl}/`);
    expect(
      (
        await fetch(`${storefrontUrl}/customer/login`, {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({ email: newEmail, password: customer.password }),
        })
      ).status,
    ).toBe(400);
    await logIn(page, { email: newEmail, password: newPassword }, '/customer/my-profile');
    expect(await section(page, 'Kontoopplysninger').innerText()).toContain('Kari-Anne Traktorsen');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps what was typed when a form is refused before the page runs (no JavaScript)', async () => {
    const customer = await registerCustomer();
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await logIn(page, customer, '/customer/my-profile', { javaScript: false });

    const names = section(page, 'Endre navn og telefon');
    await names.getByLabel('Fornavn').fill('Kari-Anne');
    await names.getByLabel('Etternavn').fill('T');
    await submit(page, names.getByRole('button', { name: 'Lagre endringene' }));
    const refused = section(page, 'Endre navn og telefon');
    await refused.getByText('Må inneholde minst 2 tegn').waitFor();
    expect(await refused.getByLabel('Fornavn').inputValue()).toBe('Kari-Anne');
    expect(await refused.getByLabel('Etternavn').inputValue()).toBe('T');

    await page.goto(`${storefrontUrl}/customer/addresses-details/create`);
    await page.getByLabel('Gateadresse').fill('Storgata 12');
    await page.getByLabel('Postnummer').fill('231');
    await page.getByLabel('Poststed').fill('Hamar');
    await page.getByLabel('Telefon').fill('91234567');
    await submit(page, page.getByRole('button', { name: 'Lagre adressen' }));
    await page.getByText('Postnummeret må ha fire siffer').waitFor();
    expect(await page.getByLabel('Gateadresse').inputValue()).toBe('Storgata 12');
    expect(await page.getByLabel('Poststed').inputValue()).toBe('Hamar');

    // Corrected, it is saved, and the confirmation is on the page itself.
    await page.getByLabel('Postnummer').fill('2317');
    await submit(page, page.getByRole('button', { name: 'Lagre adressen' }));
    expect(new URL(page.url()).pathname).toBe('/customer/addresses-details');
    await page.getByRole('status').getByText('Adressen er lagt til.').waitFor();
    expect(await addressCards(page).count()).toBe(1);
    await context.close();
  });

  it('adds, edits and deletes addresses — deleting asks first, with and without JavaScript', async () => {
    const customer = await registerCustomer();
    const { context, page, errors } = await newPage();
    await logIn(page, customer, '/customer/addresses-details');
    await waitForHydration(page);
    await page.getByText('Du har ingen lagrede adresser ennå.').waitFor();

    async function addAddress(fields: Record<string, string>, defaults: boolean) {
      await page.getByRole('link', { name: 'Legg til ny adresse' }).click();
      await page.getByRole('heading', { name: 'Ny adresse', level: 1 }).waitFor();
      await waitForHydration(page);
      expect(await page.getByLabel('Fornavn').inputValue()).toBe('Kari');
      expect(await page.getByLabel('Land').inputValue()).toBe('NO');
      // A private customer is not asked for a VAT id.
      expect(await page.getByLabel('Organisasjonsnummer (mva)').count()).toBe(0);
      for (const [label, value] of Object.entries(fields)) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      if (defaults) {
        await page.getByLabel('Bruk som standard leveringsadresse').check();
        await page.getByLabel('Bruk som standard fakturaadresse').check();
      }
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('saved') === 'address-created'),
        page.getByRole('button', { name: 'Lagre adressen' }).click(),
      ]);
      await page.getByText('Adressen er lagt til.').first().waitFor();
    }

    await addAddress(
      {
        Gateadresse: 'Storgata 12',
        'Leilighet, etasje e.l.': 'H0201',
        Postnummer: '2317',
        Poststed: 'Hamar',
        Telefon: '+47 912 34 567',
      },
      true,
    );
    await addAddress(
      { Gateadresse: 'Sagvegen 3', Postnummer: '2390', Poststed: 'Moelv', Telefon: '91234567' },
      false,
    );
    expect(await addressCards(page).count()).toBe(2);
    const home = addressCards(page).filter({ hasText: 'Storgata 12' });
    expect(await home.innerText()).toContain('H0201');
    expect(await home.textContent()).toContain('Standard fakturaadresse');
    expect(await home.textContent()).toContain('Standard leveringsadresse');
    expect(await home.getByRole('button', { name: 'Slett' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(await home.innerText()).toContain('En standardadresse kan ikke slettes.');

    // Edit the second address: the form starts with it.
    const cabin = addressCards(page).filter({ hasText: 'Sagvegen 3' });
    await cabin.getByRole('link', { name: 'Rediger' }).click();
    await page.getByRole('heading', { name: 'Rediger adresse', level: 1 }).waitFor();
    await waitForHydration(page);
    expect(await page.getByLabel('Gateadresse').inputValue()).toBe('Sagvegen 3');
    await page.getByLabel('Poststed').fill('Brøttum');
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('saved') === 'address-saved'),
      page.getByRole('button', { name: 'Lagre adressen' }).click(),
    ]);
    expect(await addressCards(page).filter({ hasText: 'Sagvegen 3' }).innerText()).toContain(
      '2390 Brøttum',
    );

    // Without JavaScript the delete asks on the page first; cancelling keeps the address.
    const plain = await newPage({ javaScriptEnabled: false });
    await plain.context.addCookies(await context.cookies(storefrontUrl));
    await plain.page.goto(`${storefrontUrl}/customer/addresses-details`);
    await submit(
      plain.page,
      addressCards(plain.page)
        .filter({ hasText: 'Sagvegen 3' })
        .getByRole('button', { name: 'Slett' }),
    );
    const confirmation = plain.page.getByRole('region', { name: 'Slette adressen?' });
    expect(await confirmation.innerText()).toContain(
      'Vil du slette adressen til Kari Traktorsen, Sagvegen 3, 2390 Brøttum?',
    );
    await submit(plain.page, confirmation.getByRole('link', { name: 'Avbryt' }));
    expect(await addressCards(plain.page).count()).toBe(2);
    await submit(
      plain.page,
      addressCards(plain.page)
        .filter({ hasText: 'Sagvegen 3' })
        .getByRole('button', { name: 'Slett' }),
    );
    await submit(plain.page, plain.page.getByRole('button', { name: 'Ja, slett adressen' }));
    await plain.page.getByRole('status').getByText('Adressen er slettet.').waitFor();
    expect(await addressCards(plain.page).count()).toBe(1);
    await plain.context.close();

    // With JavaScript a dialog asks.
    await addAddress(
      {
        Gateadresse: 'Fjellvegen 9',
        Postnummer: '2618',
        Poststed: 'Lillehammer',
        Telefon: '91234567',
      },
      false,
    );
    await addressCards(page)
      .filter({ hasText: 'Fjellvegen 9' })
      .getByRole('button', { name: 'Slett' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vil du slette adressen til Kari Traktorsen, Fjellvegen 9').waitFor();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await addressCards(page).count()).toBe(2);
    await addressCards(page)
      .filter({ hasText: 'Fjellvegen 9' })
      .getByRole('button', { name: 'Slett' })
      .click();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('saved') === 'address-deleted'),
      page.getByRole('dialog').getByRole('button', { name: 'Ja, slett adressen' }).click(),
    ]);
    await page.getByText('Adressen er slettet.').first().waitFor();
    expect(await addressCards(page).count()).toBe(1);

    // An address the customer does not have is a 404.
    const missing = await page.goto(`${storefrontUrl}/customer/addresses-details/edit/999999`);
    expect(missing?.status()).toBe(404);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("opens Ola's orders: ten a page, statuses in Norwegian, page 2, and one order in full", async () => {
    const { context, page, errors } = await newPage();
    await logIn(page, ola, '/customer/order-history');
    await waitForHydration(page);

    const rows = page.locator('.ap-order-list__table tbody tr');
    // The list may still be on its way when the login's redirect lands.
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    const first = await rows.first().innerText();
    expect(first).toContain('000001040');
    expect(first).toContain('Venter');
    expect(first).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await page.title()).toBe('Ordrehistorikk | Agri Deler');

    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('page') === '2'),
      page.getByRole('navigation', { name: 'Sider' }).getByRole('link', { name: 'Side 2' }).click(),
    ]);
    await page.locator('.ap-order-list__table').getByRole('link', { name: '000001016' }).waitFor();
    const second = await page.locator('.ap-order-list__table tbody').innerText();
    expect(second).toContain('000001016');
    expect(second).toMatch(/000001012\s+\S+\s+Kansellert/);
    expect(second).not.toContain('000001040');
    expect(await page.title()).toBe('Ordrehistorikk – side 2 | Agri Deler');
    const third = await page.goto(`${storefrontUrl}/customer/order-history?page=3`);
    expect(third?.status()).toBe(200);
    expect(await rows.count()).toBe(3);

    await page.goto(`${storefrontUrl}/customer/order-history`);
    await waitForHydration(page);
    await page.locator('.ap-order-list__table').getByRole('link', { name: '000001033' }).click();
    await page.getByRole('heading', { name: 'Ordre 000001033', level: 1 }).waitFor();
    const order = await page.locator('main').innerText();
    expect(order).toContain('Fullført');
    expect(order).toContain('Rabattkode: VAAR10');
    expect(order).toMatch(/Rabatt \(.+\)\s+-\d/);
    expect(order).toMatch(/Herav MVA 25 %/);
    expect(order).toContain('Leveringsadresse');
    expect(order).toContain('Storgata 12');
    expect(order).toContain('Betalingsmåte');
    expect(await page.locator('.ap-order-items tbody tr').count()).toBeGreaterThan(0);

    // The /customer/MyAccount/… duplicates show the same pages.
    const duplicate = await page.goto(`${storefrontUrl}/customer/MyAccount/order-history?page=2`);
    expect(duplicate?.status()).toBe(200);
    expect(await page.locator('.ap-order-list__table tbody').innerText()).toContain('000001016');
    expect(
      await page
        .getByRole('navigation', { name: 'Sider' })
        .getByRole('link', { name: 'Side 3' })
        .getAttribute('href'),
    ).toBe('/customer/MyAccount/order-history?page=3');
    await page.goto(`${storefrontUrl}/customer/MyAccount/my-profile`);
    await page.getByRole('heading', { name: 'Min profil', level: 1 }).waitFor();

    // Another customer's order, an unknown one and a page past the last are not found.
    for (const path of [
      '/customer/order-history/000001041',
      '/customer/order-history/999999999',
      '/customer/order-history?page=4',
    ]) {
      expect((await page.goto(`${storefrontUrl}${path}`))?.status(), path).toBe(404);
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("shows a company customer why the billing address is locked, and the API's refusal of a crafted post", async () => {
    const { context, page, errors } = await newPage();
    await logIn(page, haugen, '/customer/addresses-details');
    await waitForHydration(page);
    const locked =
      'Fakturaadressen til en bedriftskonto kan ikke endres. Kontakt kundeservice for å endre den.';

    const billing = addressCards(page).filter({ hasText: 'Postboks 44' });
    expect(await billing.innerText()).toContain(locked);
    expect(await billing.textContent()).toContain('Standard fakturaadresse');
    expect(await billing.getByRole('link', { name: 'Rediger' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(await billing.getByRole('button', { name: 'Slett' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const shipping = addressCards(page).filter({ hasText: 'Haugenvegen 210' });
    const editHref = await shipping.getByRole('link', { name: 'Rediger' }).getAttribute('href');
    expect(editHref).toMatch(/^\/customer\/addresses-details\/edit\/\d+$/);

    // The form offers no default billing, and says why.
    await shipping.getByRole('link', { name: 'Rediger' }).click();
    await page.getByRole('heading', { name: 'Rediger adresse', level: 1 }).waitFor();
    const defaultBilling = page.getByLabel('Bruk som standard fakturaadresse');
    expect(await defaultBilling.isDisabled()).toBe(true);
    await page
      .getByText('En bedriftskonto kan ikke velge en annen standard fakturaadresse.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByText('Dette er standard leveringsadressen din.').count()).toBe(1);
    expect(await page.getByLabel('Organisasjonsnummer (mva)').count()).toBe(1);

    // What the page would never send: commerce-api refuses it, and the shop says so in Norwegian.
    const book = await haugenAddressBook();
    const billingAddress = book.addresses.find((address) => address.default_billing);
    const shippingAddress = book.addresses.find(
      (address) => `/customer/addresses-details/edit/${address.id}` === editHref,
    );
    expect(billingAddress?.street[0]).toBe('Postboks 44');
    expect(shippingAddress).toBeTruthy();
    const cookie = await sessionCookie(haugen);
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${storefrontUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie },
        body: new URLSearchParams(fields),
      });
    const formOf = (address: NonNullable<typeof shippingAddress>) => ({
      firstname: address.firstname,
      lastname: address.lastname,
      company: address.company ?? '',
      street: address.street[0] ?? '',
      postcode: address.postcode,
      city: address.city,
      countryCode: address.country_code,
      telephone: address.telephone ?? '62 34 56 78',
    });

    const defaultBillingElsewhere = await post(editHref ?? '', {
      ...formOf(shippingAddress!),
      defaultBilling: 'on',
    });
    expect(defaultBillingElsewhere.status).toBe(400);
    expect(await defaultBillingElsewhere.text()).toContain(
      'En bedriftskonto kan ikke velge en annen standard fakturaadresse. Kontakt kundeservice for å endre den.',
    );
    const billingEdit = await post(`/customer/addresses-details/edit/${billingAddress!.id}`, {
      ...formOf(billingAddress!),
      city: 'Hamar',
    });
    expect(billingEdit.status).toBe(400);
    expect(await billingEdit.text()).toContain(locked);
    const billingDelete = await post('/customer/addresses-details', {
      intent: 'delete',
      addressId: String(billingAddress!.id),
      confirmed: 'yes',
    });
    expect(billingDelete.status).toBe(400);
    expect(await billingDelete.text()).toContain(locked);

    // Opened anyway, the billing address's edit page says why instead of showing a form.
    await page.goto(`${storefrontUrl}/customer/addresses-details/edit/${billingAddress!.id}`);
    await page.getByText(locked).waitFor();
    expect(
      await page
        .locator('main form')
        .filter({ has: page.getByLabel('Gateadresse') })
        .count(),
    ).toBe(0);

    // Nothing changed.
    await page.goto(`${storefrontUrl}/customer/addresses-details`);
    expect(await addressCards(page).filter({ hasText: 'Postboks 44' }).textContent()).toContain(
      'Standard fakturaadresse',
    );
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

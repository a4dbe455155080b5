import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const tokenCookie = 'vsf-customer';

/** A new customer's details, unique per run. */
function newCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstname: 'Kari',
    lastname: 'Traktorsen',
    email: `kari.${id}@example.no`,
    password: 'Grasslag-2026',
  };
}

/** The httpOnly token cookie of a browser context, if any. */
async function tokenOf(context: BrowserContext) {
  return (await context.cookies(storefrontUrl)).find((cookie) => cookie.name === tokenCookie);
}

/** The header's account control. */
const header = (page: Page) => page.locator('header');

/** Opens the logged-in account menu and returns its panel's text. */
async function accountMenuText(page: Page): Promise<string> {
  await header(page).getByText('Min konto', { exact: true }).click();
  const panel = header(page).locator('.ap-account-menu__panel');
  await panel.waitFor();
  return panel.innerText();
}

async function logInThroughModal(page: Page, email: string, password: string) {
  await header(page).getByRole('link', { name: 'Logg inn' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByLabel('Passord', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Logg inn' }).click();
}

/** Logs out through the account menu's form (a plain POST before hydration, too). */
async function logOutThroughMenu(page: Page) {
  const logout = header(page).getByRole('button', { name: 'Logg ut' });
  if (!(await logout.isVisible()))
    await header(page).getByText('Min konto', { exact: true }).click();
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/customer/logout'),
    logout.click(),
  ]);
}

describe.skipIf(!browserAvailable)('customer accounts in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers in the modal, logs out, logs in again — the token only ever in an httpOnly cookie', async () => {
    const customer = newCustomer();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${storefrontUrl}/aktuelt`);
    await waitForHydration(page);
    await header(page).getByRole('link', { name: 'Logg inn' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Opprett konto' }).click();
    await dialog.getByLabel('Fornavn').fill(customer.firstname);
    await dialog.getByLabel('Etternavn').fill(customer.lastname);
    await dialog.getByLabel('E-post').fill(customer.email);
    await dialog.getByLabel('Passord', { exact: true }).fill(customer.password);
    await dialog.getByLabel('Bekreft passord').fill(customer.password);
    await dialog.getByRole('button', { name: 'Opprett konto' }).click();

    // Registered and logged in at once, back on the page it started from.
    await header(page).getByText('Min konto', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/aktuelt');
    expect(await accountMenuText(page)).toContain(`Hei, ${customer.firstname}!`);
    const token = await tokenOf(context);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(token?.value.length).toBeGreaterThan(20);
    expect(await page.evaluate(() => document.cookie)).not.toContain(tokenCookie);
    expect(await page.content()).not.toContain(token?.value);

    // The account pages: the same, and the browser SDK's GraphQL calls go through the proxy.
    await header(page).getByRole('link', { name: 'Min profil' }).click();
    await page.waitForURL(`${storefrontUrl}/customer/my-profile`);
    await page.getByRole('heading', { name: 'Min profil', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.cookie)).not.toContain(tokenCookie);
    expect(await page.content()).not.toContain(token?.value);

    await logOutThroughMenu(page);
    // From an account page a logout goes home (a guest may not see it).
    await page.waitForURL(`${storefrontUrl}/`);
    await header(page).getByRole('link', { name: 'Logg inn' }).waitFor();
    expect(await tokenOf(context)).toBeUndefined();

    await waitForHydration(page);
    await logInThroughModal(page, customer.email, customer.password);
    expect(await accountMenuText(page)).toContain(`Hei, ${customer.firstname}!`);
    expect((await tokenOf(context))?.value).not.toBe(token?.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain(tokenCookie);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the API’s refusal of a wrong password in Norwegian, and stays logged out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    await logInThroughModal(page, 'ola.nordmann@example.no', 'Feil-passord-1');

    const alert = page.getByRole('dialog').locator('form [role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Innloggingen var feil, eller kontoen din er midlertidig deaktivert.',
    );
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    expect(await tokenOf(context)).toBeUndefined();
    await context.close();
  });

  it('shows a business customer prices without VAT once logged in, a private customer keeps the store default', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/aktuelt`);
    await waitForHydration(page);
    const vatSwitch = page.getByRole('switch', { name: 'inkl. mva' });
    // The store shows prices with VAT by default (catalog_display_tax 2).
    expect(await vatSwitch.getAttribute('aria-checked')).toBe('true');

    await logInThroughModal(page, 'innkjop@haugen-gard.example.no', 'Gardsdrift-2024');
    await header(page).getByText('Min konto', { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false',
    );
    expect(await page.evaluate(() => localStorage.getItem('taxOff'))).toBe('true');
    // A new page renders the same on the server: no flash of prices with VAT.
    const html = await (await page.request.get(`${storefrontUrl}/aktuelt`)).text();
    expect(html).toMatch(/role="switch"[^>]*aria-checked="false"/);
    await context.close();

    const privateContext = await browser.newContext();
    const privatePage = await privateContext.newPage();
    await privatePage.goto(`${storefrontUrl}/aktuelt`);
    await waitForHydration(privatePage);
    await logInThroughModal(privatePage, 'ola.nordmann@example.no', 'Traktor-2024');
    await header(privatePage).getByText('Min konto', { exact: true }).waitFor();
    expect(
      await privatePage.getByRole('switch', { name: 'inkl. mva' }).getAttribute('aria-checked'),
    ).toBe('true');
    await privateContext.close();
  });

  it('checks the login form in the browser before sending it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    await header(page).getByRole('link', { name: 'Logg inn' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-post').fill('ikke-en-adresse');
    await dialog.getByRole('button', { name: 'Logg inn' }).click();

    await dialog.getByText('Ugyldig e-postadresse').waitFor();
    await dialog.getByText('Dette feltet er påkrevd').waitFor();
    expect(requests).toEqual([]);
    await context.close();
  });

  it('logs in and out without JavaScript, through plain form posts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/aktuelt`);

    // Before hydration the account control is a link to the login page.
    await header(page).getByRole('link', { name: 'Logg inn' }).click();
    await page.waitForURL(`${storefrontUrl}/customer/login?redirectTo=%2Faktuelt`);
    await page.getByLabel('E-post', { exact: true }).fill('ola.nordmann@example.no');
    await page.getByLabel('Passord', { exact: true }).fill('Feil-passord-1');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Innloggingen var feil, eller kontoen din er midlertidig deaktivert.' })
      .waitFor();

    await page.getByLabel('Passord', { exact: true }).fill('Traktor-2024');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(`${storefrontUrl}/aktuelt`);
    expect(await accountMenuText(page)).toContain('Hei, Ola!');
    expect(await tokenOf(context)).toMatchObject({ httpOnly: true });

    await logOutThroughMenu(page);
    await page.waitForURL(`${storefrontUrl}/aktuelt`);
    await header(page).getByRole('link', { name: 'Logg inn' }).waitFor();
    expect(await tokenOf(context)).toBeUndefined();
    await context.close();
  });

  it('ends a session whose token the API does not accept and asks for a login that returns to the page', async () => {
    const context = await browser.newContext();
    await context.addCookies([
      {
        name: tokenCookie,
        value: 'expired-or-forged',
        url: storefrontUrl,
        httpOnly: true,
        sameSite: 'Strict',
      },
      { name: 'vsf-cart', value: 'old-cart', url: storefrontUrl, sameSite: 'Strict' },
      { name: 'vsf-store', value: 'ad_nb_no', url: storefrontUrl, sameSite: 'Strict' },
    ]);
    const page = await context.newPage();

    await page.goto(`${storefrontUrl}/customer/my-profile`);

    // Issue 22: not silently home, but the login saying why, back to the page after it.
    await page.waitForURL(
      `${storefrontUrl}/customer/login?redirectTo=%2Fcustomer%2Fmy-profile&sessionEnded=1`,
    );
    await page.getByText('Du har ikke tilgang. Vennligst logg inn.').waitFor();
    await header(page).getByRole('link', { name: 'Logg inn' }).waitFor();
    const names = (await context.cookies(storefrontUrl)).map((cookie) => cookie.name);
    expect(names).not.toContain(tokenCookie);
    expect(names).not.toContain('vsf-cart');
    expect(names).toContain('vsf-store');
    await context.close();
  });

  it('sets a new password from the e-mailed link, then logs in with it', async () => {
    const customer = newCustomer();
    const context = await browser.newContext();
    const page = await context.newPage();
    // An account to reset, opened through the registration page.
    await page.goto(`${storefrontUrl}/customer/register`);
    await waitForHydration(page);
    await page.getByLabel('Fornavn').fill(customer.firstname);
    await page.getByLabel('Etternavn').fill(customer.lastname);
    await page.getByLabel('E-post', { exact: true }).fill(customer.email);
    await page.getByLabel('Passord', { exact: true }).fill(customer.password);
    await page.getByLabel('Bekreft passord').fill(customer.password);
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    await page.waitForURL(`${storefrontUrl}/`);
    await waitForHydration(page);
    await logOutThroughMenu(page);
    await page.waitForURL(`${storefrontUrl}/`);
    await header(page).getByRole('link', { name: 'Logg inn' }).waitFor();

    await page.goto(`${storefrontUrl}/customer/forgot-password`);
    await waitForHydration(page);
    await page.getByLabel('E-post', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Send lenke' }).click();
    await page.getByRole('status').filter({ hasText: 'Hvis det finnes en konto' }).waitFor();

    const outbox = (await (
      await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(customer.email)}`)
    ).json()) as { messages: { links: string[] }[] };
    const link = outbox.messages[0]?.links.find((href) =>
      href.includes('/customer/reset-password'),
    );
    expect(link).toBeTruthy();
    const resetUrl = new URL(link ?? '');
    expect(resetUrl.origin).toBe(storefrontUrl);

    const newPassword = 'Slattonn-2027';
    await page.goto(resetUrl.href);
    await waitForHydration(page);
    await page.getByLabel('Nytt passord').fill(newPassword);
    await page.getByLabel('Bekreft passord').fill('Slattonn-2028');
    await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
    await page.getByText('Passordene er ikke like').waitFor();
    await page.getByLabel('Bekreft passord').fill(newPassword);
    await page.getByRole('button', { name: 'Lagre nytt passord' }).click();

    await page.waitForURL(`${storefrontUrl}/customer/my-profile`);
    expect(await accountMenuText(page)).toContain(`Hei, ${customer.firstname}!`);

    // The link works once: opened again, it says so before a password is typed.
    await logOutThroughMenu(page);
    await page.waitForURL(`${storefrontUrl}/`);
    await page.goto(resetUrl.href);
    await waitForHydration(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Lenken for å lage nytt passord er allerede brukt' })
      .waitFor();
    expect(await page.getByLabel('Nytt passord').count()).toBe(0);
    await context.close();
  });
});

describe('the account area without a session', () => {
  it('answers a guest opening a protected page with a 302 to the login page, and back after it', async () => {
    for (const path of [
      '/customer/my-profile',
      '/customer',
      '/customer/addresses-details/edit/1',
      '/customer/order-history',
      '/customer/MyAccount/my-profile',
    ]) {
      const response = await fetch(`${storefrontUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(
        `/customer/login?redirectTo=${encodeURIComponent(path)}&loginRequired=1`,
      );
    }
  });

  it('guards client-side navigations too: the data request answers with a redirect to the login', async () => {
    const response = await fetch(`${storefrontUrl}/customer/my-profile.data`, {
      redirect: 'manual',
    });
    const body = await response.text();
    expect(response.status).toBe(202);
    expect(body).toContain('SingleFetchRedirect');
    expect(body).toContain(
      '"redirect","/customer/login?redirectTo=%2Fcustomer%2Fmy-profile&loginRequired=1","status",302',
    );
  });

  it('leaves login, registration and the password pages open, and not indexed', async () => {
    for (const path of [
      '/customer/login',
      '/customer/register',
      '/customer/forgot-password',
      '/customer/reset-password?email=a%40b.no&token=x',
      '/customer/account/createPassword?email=a%40b.no&token=x',
    ]) {
      const response = await fetch(`${storefrontUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('logs in with a plain form post: a 303 back with the httpOnly cookie, private answers', async () => {
    const response = await fetch(`${storefrontUrl}/customer/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'ola.nordmann@example.no',
        password: 'Traktor-2024',
        redirectTo: '/aktuelt',
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/aktuelt');
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${tokenCookie}=`));
    expect(cookie).toMatch(/; HttpOnly; SameSite=Strict/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const page = await fetch(`${storefrontUrl}/aktuelt`, {
      headers: { cookie: (cookie ?? '').split(';')[0] ?? '' },
    });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).not.toContain((cookie ?? '').split(';')[0]?.split('=')[1]);
  });

  it("refuses a login posted from another site (the server's origin check)", async () => {
    const response = await fetch(`${storefrontUrl}/customer/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ email: 'ola.nordmann@example.no', password: 'Traktor-2024' }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('never sends a login to another site afterwards', async () => {
    const response = await fetch(`${storefrontUrl}/customer/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'ola.nordmann@example.no',
        password: 'Traktor-2024',
        redirectTo: '//evil.example/',
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});

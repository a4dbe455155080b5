import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { waitForHydration } from './browser';
import type { Login } from './checkoutShopper';

const storefrontUrl = inject('storefrontUrl');

/**
 * Logs a customer in through the login page's form, the way a shopper does, and waits until the
 * login sends them on to `to` (a path): the journeys that start signed in share this one way in.
 * With JavaScript on it waits for the page to hydrate first, so the app's own login runs (and its
 * reactions, such as moving a guest's wish list); `{ javaScript: false }` posts the plain form.
 */
export async function logIn(
  page: Page,
  login: Login,
  to: string,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<void> {
  await page.goto(`${storefrontUrl}/customer/login?redirectTo=${encodeURIComponent(to)}`);
  if (javaScript) await waitForHydration(page);
  const form = page.locator('main form');
  await form.getByLabel('E-post').fill(login.email);
  await form.getByLabel('Passord', { exact: true }).fill(login.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === to),
    form.getByRole('button', { name: 'Logg inn' }).click(),
  ]);
}

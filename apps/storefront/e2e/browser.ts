import { existsSync } from 'node:fs';

import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser journeys can run. Without Chromium they are skipped with a notice, unless
 * `E2E_REQUIRE_BROWSER=1` (as `.ci/run` sets) makes a missing browser a failure.
 */
export const browserAvailable = existsSync(chromiumPath);
if (!browserAvailable) {
  const message = `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  if (process.env.E2E_REQUIRE_BROWSER === '1') throw new Error(message);
  console.warn(`${message} Skipping the browser journeys.`);
}

/** Launches headless Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Problems the page reported while a test ran: console errors and uncaught exceptions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  return errors;
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

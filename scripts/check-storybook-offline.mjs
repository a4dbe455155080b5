#!/usr/bin/env node
/**
 * Checks that the static Storybook build (`npm run build-storybook`) works offline and from plain
 * files: it serves `packages/ui/storybook-static` with a bare file server, opens it in Chromium with
 * every request to another host aborted, and loads the manager, documentation pages and component
 * stories. It fails on any request that left the server or failed, any console error or page error,
 * any page whose content did not render, and any axe finding on a documentation page.
 *
 *   node scripts/check-storybook-offline.mjs [dir]
 *
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
 */
/* global document, getComputedStyle -- used in callbacks that run in the page */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, siteDir, startFileServer } from './storybookStaticSite.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const started = performance.now();
/** Pages open at once. */
const CONCURRENCY = 3;

/** Tokens declared in a tokens.css group, for checking the Design tokens page against the file. */
async function tokenCount(prefix) {
  const css = await readFile(join(root, 'packages/ui/src/tokens/tokens.css'), 'utf8');
  return css.match(new RegExp(`^\\s*${prefix}[\\w-]+\\s*:`, 'gm'))?.length ?? 0;
}

/** Icons in the sprite, for checking the Icons page against the file. */
async function iconCount() {
  const source = await readFile(join(root, 'packages/ui/src/Icon/icons.svg'), 'utf8');
  return source.match(/<symbol id="/g)?.length ?? 0;
}

/**
 * Throws unless every icon shown on the page is drawn: each `<use>` shows its symbol of the sprite
 * (a sprite that did not load, or a symbol it lacks, leaves the icon blank: a zero-size box).
 */
async function expectIconsDrawn(page) {
  await page.waitForFunction(() => document.querySelector('svg.ap-icon use') !== null);
  const blank = await page.evaluate(async () => {
    // Icons of hidden parts (a phone's menu button on a wide screen) have no box either.
    const blankIcons = () =>
      [...document.querySelectorAll('svg.ap-icon use')]
        .filter((use) => use.parentElement.checkVisibility() && use.getBBox().width === 0)
        .map((use) => use.getAttribute('href'));
    // The sprite arrives after the page's own load: give it a moment.
    for (let attempt = 0; attempt < 40 && blankIcons().length > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return blankIcons();
  });
  if (blank.length > 0) throw new Error(`icons not drawn: ${blank.join(', ')}`);
}

const axeSource = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const { server, origin } = await startFileServer(siteDir);
const problems = [];
const browser = await launchChromium();

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Offline: anything not from the file server is aborted and reported.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    problems.push(`external request: ${url}`);
    return route.abort('internetdisconnected');
  });

  /** Opens `path`, runs `check` on the page, and collects what went wrong on the way. */
  async function visit(label, path, check) {
    const page = await context.newPage();
    const report = (problem) => problems.push(`${label}: ${problem}`);
    page.on('console', (message) => {
      if (message.type() === 'error') report(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => report(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) {
        report(`failed request: ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) report(`HTTP ${response.status()}: ${response.url()}`);
    });
    const pageStarted = performance.now();
    try {
      await page.goto(`${origin}/${path}`, { waitUntil: 'load' });
      await check(page);
      // Errors logged just after the content appears (late effects) count too.
      await page.waitForTimeout(300);
      console.log(`  ok ${label} (${Math.round(performance.now() - pageStarted)} ms)`);
    } catch (error) {
      report(String(error instanceof Error ? error.message : error).split('\n')[0]);
    } finally {
      await page.close();
    }
  }

  /**
   * A docs page in the preview frame: waits for its heading, runs `check`, then axe (WCAG 2.1 A
   * and AA, colour contrast included: this is a real browser with layout) over the page's content.
   */
  function docsPage(id, heading, check) {
    return visit(`docs ${id}`, `iframe.html?viewMode=docs&id=${id}`, async (page) => {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
      await check?.(page);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        // Storybook's own props table (its object controls) is left out: not ours to fix.
        const context = { include: [['.sbdocs-content']], exclude: [['.docblock-argstable']] };
        const results = await globalThis.axe.run(context, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return results.violations.map(
          (violation) =>
            `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      });
      if (violations.length > 0) throw new Error(`axe: ${violations.join('; ')}`);
    });
  }

  /** A story in the preview frame: waits until Storybook shows it rather than an error. */
  function story(id, check) {
    return visit(`story ${id}`, `iframe.html?viewMode=story&id=${id}`, async (page) => {
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') ||
          document.body.classList.contains('sb-show-errordisplay'),
        undefined,
        { timeout: 15_000 },
      );
      if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
        throw new Error(
          `Storybook shows an error: ${await page.locator('#error-message').innerText()}`,
        );
      }
      await page
        .locator('#storybook-root > *')
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => {
          throw new Error('the story rendered nothing');
        });
      await check?.(page);
    });
  }

  const expectCount = async (locator, expected, what) => {
    const count = await locator.count();
    if (count !== expected) throw new Error(`${what}: ${count}, expected ${expected}`);
  };

  const checks = [
    // The manager: sidebar with the documentation group first, the Introduction in its frame.
    () =>
      visit('manager', 'index.html?path=/docs/documentation-introduction--docs', async (page) => {
        const sidebar = page.locator('#storybook-explorer-tree');
        await sidebar.getByText('Documentation').first().waitFor({ timeout: 20_000 });
        const groups = await sidebar
          .locator('[data-nodetype="group"], [data-nodetype="root"]')
          .allInnerTexts();
        // The sidebar shows group names in capitals (CSS); compare the text itself.
        if (groups[0]?.trim().toLowerCase() !== 'documentation') {
          throw new Error(
            `the sidebar starts with ${JSON.stringify(groups[0])}, not Documentation`,
          );
        }
        const frame = page.frameLocator('#storybook-preview-iframe');
        await frame.getByRole('heading', { name: 'Principles' }).waitFor({ timeout: 20_000 });
      }),
    () => docsPage('documentation-introduction--docs', '@agri-parts/ui'),
    () =>
      docsPage('documentation-design-tokens--docs', 'Design tokens', async (page) => {
        const colours = page.locator('[data-token-table="--ap-color-"] tbody tr');
        await expectCount(colours, await tokenCount('--ap-color-'), 'colour tokens on the page');
        // The swatch is painted by the token itself: the kit's stylesheet loaded.
        const swatch = await colours
          .first()
          .locator('.ap-docs-sample')
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        if (swatch === 'rgba(0, 0, 0, 0)')
          throw new Error('the first colour swatch is transparent');
        await expectCount(
          page.locator('[data-token-table="--ap-radius-"] tbody tr'),
          await tokenCount('--ap-radius-'),
          'radius tokens on the page',
        );
        if ((await page.locator('[data-layer-count] tbody tr').count()) === 0) {
          throw new Error('no z-index layers listed');
        }
      }),
    () =>
      docsPage('documentation-typography--docs', 'Typography', async (page) =>
        expectCount(
          page.locator('[data-token-table="--ap-font-size-"] tbody tr'),
          await tokenCount('--ap-font-size-'),
          'font sizes on the page',
        ),
      ),
    () => docsPage('documentation-spacing--docs', 'Spacing'),
    () =>
      docsPage('documentation-breakpoints--docs', 'Breakpoints', (page) =>
        expectCount(page.locator('[data-breakpoint-count] tbody tr'), 6, 'breakpoints on the page'),
      ),
    () =>
      docsPage('documentation-icons--docs', 'Icons', async (page) => {
        await expectCount(
          page.locator('.ap-docs-icons li'),
          await iconCount(),
          'icons on the page',
        );
        await expectIconsDrawn(page);
      }),
    () =>
      docsPage('documentation-norwegian-copy--docs', 'Norwegian copy guidelines', (page) =>
        page.getByText('Produktet er lagt i handlekurven').waitFor({ timeout: 5_000 }),
      ),
    // A component's generated page: description, props table and its stories.
    () =>
      docsPage('commerce-productcard--docs', 'ProductCard', (page) =>
        page.locator('.docblock-argstable').first().waitFor({ timeout: 10_000 }),
      ),
    () =>
      story('actions-button--primary', (page) =>
        page.getByRole('button', { name: 'Legg i handlekurv' }).waitFor(),
      ),
    () => story('commerce-productcard--grid-mobile'),
    () => story('layout-header--mobile', expectIconsDrawn),
    () => story('commerce-cartsummary--full'),
    () => story('account-tractorlist--loading'),
  ];

  // A few pages at a time: each loads the whole preview bundle, which is most of the time.
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let check = queue.shift(); check; check = queue.shift()) await check();
    }),
  );
} finally {
  await browser.close();
  server.close();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`Storybook offline check FAILED after ${seconds} s:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Storybook offline check passed in ${seconds} s (${siteDir}).`);

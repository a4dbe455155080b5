#!/usr/bin/env node
/**
 * Runs every play function of the static Storybook build (`npm run build-storybook`) in a real
 * browser: it serves `packages/ui/storybook-static` with a bare file server, opens each story the
 * index tags `play-fn` in Chromium, and waits for Storybook to report the story finished. It fails
 * when a play function throws, when the story ends in error (the preview's a11y addon runs axe after
 * the play with `a11y.test: 'error'`, on a real layout: it finds what jsdom cannot, such as a
 * scrolling list out of the tab order), or on a page error.
 *
 * The same play functions run in jsdom in `npm test` (`packages/ui/src/interactions.test.tsx`);
 * this is the check in the browser the Storybook itself runs them in.
 *
 *   node scripts/check-storybook-plays.mjs [dir]
 *
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
 */
/* global window -- used in callbacks that run in the page */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium, siteDir, startFileServer } from './storybookStaticSite.mjs';

/** How long one story may take to render and play, on a busy machine. */
const STORY_TIMEOUT_MS = 60_000;

const index = JSON.parse(await readFile(join(siteDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('play-fn'),
);
if (stories.length === 0) {
  console.error(`No story with a play function in ${siteDir}/index.json`);
  process.exit(1);
}

const { server, origin: base } = await startFileServer(siteDir);
const browser = await launchChromium();

/** Opens one story and returns what went wrong with it (nothing when it played through). */
async function checkStory(id) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Record the preview's reports as soon as its channel exists (before the story renders).
  await page.addInitScript(() => {
    window.__playReports = [];
    const waitForChannel = setInterval(() => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(waitForChannel);
      const events = ['storyFinished', 'playFunctionThrewException', 'storyThrewException'];
      for (const event of events) {
        channel.on(event, (payload) => {
          const violations = (payload?.reporters ?? [])
            .flatMap((reporter) => reporter?.result?.violations ?? [])
            .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
          // Assertion messages come coloured for a terminal.
          // eslint-disable-next-line no-control-regex
          const message = String(payload?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
          window.__playReports.push({ event, status: payload?.status, violations, message });
        });
      }
    }, 1);
  });
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    const reports = await page
      .waitForFunction(
        () =>
          window.__playReports.some((report) => report.event === 'storyFinished') &&
          window.__playReports,
        null,
        { timeout: STORY_TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue())
      .catch(async () => [
        ...(await page.evaluate(() => window.__playReports)),
        { event: 'timeout', message: `not finished within ${STORY_TIMEOUT_MS} ms` },
      ]);
    for (const report of reports) {
      if (report.event === 'storyFinished' && report.status === 'success') continue;
      const detail = [report.status, report.message.split('\n').slice(0, 6).join('\n')]
        .filter(Boolean)
        .join(': ');
      problems.push(`${report.event}${detail ? ` (${detail})` : ''}`);
      for (const violation of report.violations ?? []) problems.push(`  axe ${violation}`);
    }
  } finally {
    await page.close();
  }
  return problems;
}

const started = performance.now();
let failed = 0;
try {
  for (const story of stories) {
    const problems = await checkStory(story.id);
    if (problems.length > 0) failed += 1;
    console.log(`${problems.length > 0 ? 'FAIL' : 'ok  '} ${story.title} › ${story.name}`);
    for (const problem of problems) console.log(`     ${problem}`);
  }
} finally {
  await browser.close();
  server.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${stories.length - failed}/${stories.length} play functions passed in Chromium (${seconds} s)`,
);
process.exit(failed > 0 ? 1 : 0);

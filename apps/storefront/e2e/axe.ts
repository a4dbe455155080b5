import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from 'playwright-core';

// axe-core is the UI kit's accessibility checker (its stories run it in jsdom); here it runs in a
// real Chromium, where layout and computed colours let it check contrast too.
const fromUiKit = createRequire(new URL('../../../packages/ui/package.json', import.meta.url));
const axeSource = readFileSync(fromUiKit.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.1 A and AA violations axe finds in the part of the page `selector` names, colour
 * contrast included, one line each: rule, help text and the offending nodes.
 */
export async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the debugging protocol, so the page's script policy does not stand in the way.
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: string,
          options: unknown,
        ) => Promise<{
          violations: { id: string; help: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const results = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }, selector);
}

import axe from 'axe-core';

/**
 * The WCAG 2.1 A and AA violations axe finds in `root` (the whole document by default), one line
 * each: rule, help text and the offending nodes. Left out: `color-contrast`, which needs layout
 * and computed colours that jsdom does not have (the tokens document their contrast instead),
 * and the best-practice rules such as `region`, which expect a whole page with landmarks rather
 * than one component on its own. Used by the kit's accessibility and interaction tests.
 */
export async function accessibilityViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

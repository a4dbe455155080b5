// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from './parseBreakpoints';
import { parseDesignTokens } from './parseDesignTokens';

// Read from the file: under vitest a `?raw` CSS import is empty (vitest leaves CSS out).
const tokensCss = readFileSync(
  fileURLToPath(new URL('../tokens/tokens.css', import.meta.url)),
  'utf8',
);

describe('parseDesignTokens', () => {
  it('reads each custom property with the comment heading its block', () => {
    const css = `/* Header. */
:root {
  /* Brand colours. */
  --a: #fff;
  --b: var(--a);
  /* Spacing. */
  --c:
    1rem,
    2rem;
}`;
    expect(parseDesignTokens(css)).toEqual([
      { name: '--a', value: '#fff', section: 'Brand colours.' },
      { name: '--b', value: 'var(--a)', section: 'Brand colours.' },
      { name: '--c', value: '1rem, 2rem', section: 'Spacing.' },
    ]);
  });

  it('finds every declaration of tokens.css', () => {
    const declared = tokensCss.match(/^\s*--ap-[\w-]+\s*:/gm) ?? [];
    const tokens = parseDesignTokens(tokensCss);

    expect(declared.length).toBeGreaterThan(50);
    expect(tokens).toHaveLength(declared.length);
    expect(tokens.find((token) => token.name === '--ap-space-4')).toEqual({
      name: '--ap-space-4',
      value: '1rem',
      section: 'Spacing: a 4 px scale.',
    });
  });
});

describe('parseBreakpoints', () => {
  it("reads the list in tokens.css's opening comment, 320 to 1536 px with desktop at 1024", () => {
    const breakpoints = parseBreakpoints(tokensCss);

    expect(breakpoints.map((breakpoint) => breakpoint.minWidth)).toEqual([
      320, 480, 768, 1024, 1280, 1536,
    ]);
    expect(breakpoints.find((breakpoint) => breakpoint.minWidth === 1024)?.name).toBe('lg');
  });

  it('ignores comment lines that are not breakpoints', () => {
    expect(parseBreakpoints('/*\n * Use the pixel values in media queries.\n */')).toEqual([]);
  });
});

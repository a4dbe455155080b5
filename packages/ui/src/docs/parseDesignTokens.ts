/** One custom property of `tokens.css`. */
export interface DesignToken {
  /** The property's name, for example `--ap-color-primary`. */
  name: string;
  /** Its value as written, for example `var(--ap-color-primary-700)` or `#1d5a31`. */
  value: string;
  /** The comment above its block, for example `Spacing: a 4 px scale.`; empty before any. */
  section: string;
}

/**
 * Reads the custom properties of a tokens stylesheet in the order they are written, each with the
 * comment that heads its block. The documentation pages are built from this, so they show what
 * `tokens.css` holds, not a copy of it.
 *
 * @param css - The stylesheet's text.
 * @returns Every `--name: value;` declaration; values spread over several lines are joined.
 */
export function parseDesignTokens(css: string): DesignToken[] {
  const tokens: DesignToken[] = [];
  let section = '';
  // A comment, or a custom property declaration up to its semicolon.
  const pattern = /\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]+);/g;
  for (const match of css.matchAll(pattern)) {
    const [, comment, name, value] = match;
    if (comment !== undefined) {
      section = comment.replace(/^\s*\*?/gm, '').trim();
    } else if (name && value) {
      tokens.push({ name, value: value.replace(/\s+/g, ' ').trim(), section });
    }
  }
  return tokens;
}

/** One breakpoint from the list in `tokens.css`'s opening comment. */
export interface Breakpoint {
  /** Its short name, for example `lg`. */
  name: string;
  /** Its minimum width in CSS pixels. */
  minWidth: number;
  /** What it is for, for example `tablet landscape / small desktop`. */
  description: string;
}

/**
 * Reads the breakpoint list from a tokens stylesheet's comments: lines such as
 * `lg  1024px   tablet landscape / small desktop`. Media queries cannot use custom properties, so
 * the breakpoints live in that comment; this keeps the Storybook viewports and the docs page on it.
 *
 * @param css - The stylesheet's text.
 * @returns The breakpoints, smallest first.
 */
export function parseBreakpoints(css: string): Breakpoint[] {
  const pattern = /^\s*\*\s+(\w+)\s+(\d+)px\s+(.+?)\s*$/gm;
  return [...css.matchAll(pattern)]
    .map(([, name, width, description]) => ({
      name: name!,
      minWidth: Number(width),
      description: description!,
    }))
    .sort((a, b) => a.minWidth - b.minWidth);
}

const headingTag = /<(\/?)h([1-6])\b/gi;

/**
 * CMS HTML whose headings follow the page's own without skipping a level (issue 23: the FAQ's
 * questions were h3 right under the page's h1): the levels the content uses, in order of size,
 * become `below + 1`, `below + 2`, … (h3 and h5 under an h1 become h2 and h3). Levels already in
 * order stay; attributes and text are untouched. Takes and gives sanitised HTML. Pure.
 */
export function headingsInOrder(html: string, below: number): string {
  const levels = [...new Set([...html.matchAll(headingTag)].map((match) => Number(match[2])))]
    .filter((level) => level > below)
    .sort((a, b) => a - b);
  const mapped = new Map(levels.map((level, index) => [level, Math.min(level, below + 1 + index)]));
  return html.replace(headingTag, (tag, slash: string, level: string) => {
    const to = mapped.get(Number(level));
    return to === undefined ? tag : `<${slash}h${to}`;
  });
}

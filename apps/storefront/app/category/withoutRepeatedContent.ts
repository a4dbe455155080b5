/** What a category page shows itself, which its CMS texts need not repeat. */
export interface CategoryOwnContent {
  /** The page's heading (its h1). */
  name: string;
  /** The sub-categories' addresses, which the page links as chips. */
  subcategoryUrls: readonly string[];
}

const headingPattern = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/i;
const listPattern = /<ul\b[^>]*>((?:(?!<ul\b)[\s\S])*?)<\/ul>/gi;
const hrefPattern = /<a\b[^>]*\bhref="([^"]*)"/gi;

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('nb');

/**
 * A category's CMS text without what the page already shows above or beside it (issue 23: the
 * first product sat ~720 px down): a first heading that says the category's name again (a second
 * "Traktordeler" under the h1), and a list whose links are all sub-categories the page shows as
 * chips. Everything else stays as the editors wrote it. Takes and gives sanitised HTML. Pure.
 */
export function withoutRepeatedContent(html: string, own: CategoryOwnContent): string {
  let result = html;
  const heading = headingPattern.exec(result);
  if (heading && textOf(heading[2] ?? '') === textOf(own.name)) {
    result = result.slice(0, heading.index) + result.slice(heading.index + heading[0].length);
  }
  const subcategories = new Set(own.subcategoryUrls);
  result = result.replace(listPattern, (list, items: string) => {
    const hrefs = [...items.matchAll(hrefPattern)].map((match) => match[1] ?? '');
    const onlySubcategories = hrefs.length > 0 && hrefs.every((href) => subcategories.has(href));
    return onlySubcategories && textOf(items.replace(/<a\b[\s\S]*?<\/a>/gi, '')) === '' ? '' : list;
  });
  return result;
}

/**
 * The part files of the sitemap and how products are split over them. Pure.
 */

/** Products per `/sitemaps/products-{n}.xml`; far below the protocol's 50 000 URLs a file. */
export const productsPerSitemapFile = 1000;

/** The part files every sitemap has, in the index's order (products come after them). */
export const fixedSitemapFiles = ['pages', 'categories', 'blog', 'parts', 'collections'] as const;

/** One part file of the sitemap, as its address names it. */
export type SitemapFile =
  { kind: (typeof fixedSitemapFiles)[number] } | { kind: 'products'; number: number };

/** How many product files `productCount` products need: none for no products. */
export function productSitemapFileCount(
  productCount: number,
  perFile = productsPerSitemapFile,
): number {
  return Math.max(0, Math.ceil(productCount / perFile));
}

/** The path of a part file, such as `/sitemaps/products-2.xml`. */
export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'products'
    ? `/sitemaps/products-${file.number}.xml`
    : `/sitemaps/${file.kind}.xml`;
}

/** Every part file for a catalogue of `productCount` products, in order. */
export function sitemapFiles(
  productCount: number,
  perFile = productsPerSitemapFile,
): SitemapFile[] {
  const products = Array.from(
    { length: productSitemapFileCount(productCount, perFile) },
    (_, index): SitemapFile => ({ kind: 'products', number: index + 1 }),
  );
  return [...fixedSitemapFiles.map((kind): SitemapFile => ({ kind })), ...products];
}

/**
 * The part file a `/sitemaps/:file` address names; `null` for anything else (`products-0.xml`,
 * `products-01.xml`, another name). Whether a product file exists is up to the catalogue.
 */
export function parseSitemapFile(name: string): SitemapFile | null {
  const match = /^(?:(\w+)|products-([1-9]\d{0,6}))\.xml$/.exec(name);
  if (!match) return null;
  const [, kind, number] = match;
  const fixed = fixedSitemapFiles.find((file) => file === kind);
  if (fixed) return { kind: fixed };
  if (kind !== undefined) return null;
  return { kind: 'products', number: Number(number) };
}

import type { SeedProduct } from '../types.js';

/** Meta descriptions are cut at 160 characters, as `describePart` writes them. */
const META_DESCRIPTION_MAX = 160;

/** The new text, cut as the old one was if the old one kept within the limit. */
function fitMetaDescription(old: string, text: string): string {
  if (old.length > META_DESCRIPTION_MAX || text.length <= META_DESCRIPTION_MAX) return text;
  const full = text.endsWith('...') ? text.slice(0, -3) : text;
  return `${full.slice(0, META_DESCRIPTION_MAX - 3)}...`;
}

/**
 * Gives a product a new name everywhere the generator printed the old one: its own meta texts,
 * short description and picture labels, the names and pictures of its colour variants
 * (`children`), and the member lists of the grouped products that offer it (`listedIn`).
 */
export function renameProduct(
  product: SeedProduct,
  name: string,
  children: readonly SeedProduct[] = [],
  listedIn: readonly SeedProduct[] = [],
): void {
  const old = product.name;
  if (old === name) return;
  const swap = (text: string) => text.replaceAll(old, name);
  const swapStart = (text: string) => (text.startsWith(old) ? name + text.slice(old.length) : text);
  product.name = name;
  if (product.metaTitle !== null) product.metaTitle = swap(product.metaTitle);
  if (product.metaDescription !== null) {
    product.metaDescription = fitMetaDescription(
      product.metaDescription,
      swap(product.metaDescription),
    );
  }
  product.shortDescription = swap(product.shortDescription);
  product.images = product.images.map((image) => ({ ...image, label: swapStart(image.label) }));
  for (const child of children) {
    child.name = swapStart(child.name);
    child.images = child.images.map((image) => ({ ...image, label: swapStart(image.label) }));
  }
  const listed = `<li>${old} (${product.sku})</li>`;
  for (const group of listedIn) {
    group.description = group.description.replace(listed, `<li>${name} (${product.sku})</li>`);
  }
}

import type { SeedImage, SeedProduct } from '../types.js';
import type { Random } from './random.js';
import { slugify } from './slugify.js';

const folder = (char: string | undefined) => (char && /[a-z0-9]/.test(char) ? char : '_');

/**
 * Magento-style image files: `/d/r/drivstoffilter-mf-3595854m1-1.svg` – lower case, the first two
 * letters of the file name as folders, numbered from 1. `name` must be unique per product (it
 * carries the SKU), so every file is unique.
 */
export function productImages(name: string, count: number, label: string): SeedImage[] {
  const base = slugify(name);
  const prefix = `/${folder(base[0])}/${folder(base[1])}/${base}`;
  const images: SeedImage[] = [];
  for (let position = 1; position <= count; position++) {
    images.push({
      file: `${prefix}-${position}.svg`,
      label: position === 1 ? label : `${label} – bilde ${position}`,
      position,
    });
  }
  return images;
}

/** 1–4 images, most products with one or two. */
export function imageCount(rng: Random): number {
  const roll = rng.next();
  return roll < 0.4 ? 1 : roll < 0.7 ? 2 : roll < 0.9 ? 3 : 4;
}

/** Share of visible simple products that get a large gallery. */
const LARGE_GALLERY_SHARE = 0.04;

/**
 * Gives a few products a large gallery of 6–8 pictures (as for machines and kits photographed
 * from every side). Runs after the products are made, on a stream of its own.
 */
export function addLargeGalleries(rng: Random, products: SeedProduct[]): void {
  for (const product of products) {
    if (product.type !== 'simple' || !product.visible || !rng.chance(LARGE_GALLERY_SHARE)) continue;
    const first = product.images[0];
    if (!first) continue;
    const name = first.file.replace(/^\/[^/]+\/[^/]+\//, '').replace(/-\d+\.svg$/, '');
    product.images = productImages(name, rng.int(6, 8), first.label);
  }
}

import type { Sdk } from '@agri-parts/sdk';

import { countSitemapProducts } from './loadSitemapEntries.server';
import { sitemapFilePath, sitemapFiles } from './sitemapFiles';
import { sitemapResponse } from './sitemapResponse';
import { sitemapIndexXml } from './sitemapXml';

/** The sitemap index: the pages, categories and blog files, and one file per 1000 products. */
export async function loadSitemapIndex(sdk: Sdk, shopUrl: string): Promise<Response> {
  const files = sitemapFiles(await countSitemapProducts(sdk));
  return sitemapResponse(
    sitemapIndexXml(files.map((file) => ({ url: `${shopUrl}${sitemapFilePath(file)}` }))),
  );
}

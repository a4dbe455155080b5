import type { Sdk, StoreConfig } from '@agri-parts/sdk';
import { data } from 'react-router';

import {
  loadBlogEntries,
  loadCategoryEntries,
  loadCollectionEntries,
  loadPageEntries,
  loadPartFinderEntries,
  loadProductEntries,
} from './loadSitemapEntries.server';
import { parseSitemapFile } from './sitemapFiles';
import { sitemapResponse } from './sitemapResponse';
import { urlsetXml, type SitemapEntry } from './sitemapXml';

/** One part file of the sitemap by its name (`pages.xml`, `products-2.xml`, …); 404 otherwise. */
export async function loadSitemapFile(
  sdk: Sdk,
  name: string,
  storeConfig: () => Promise<StoreConfig | null>,
  shopUrl: string,
): Promise<Response> {
  const file = parseSitemapFile(name);
  if (!file) throw data(null, { status: 404 });
  let entries: SitemapEntry[];
  switch (file.kind) {
    case 'pages':
      entries = await loadPageEntries(sdk, await storeConfig(), shopUrl);
      break;
    case 'categories':
      entries = await loadCategoryEntries(sdk, shopUrl);
      break;
    case 'blog':
      entries = await loadBlogEntries(sdk, shopUrl);
      break;
    case 'parts':
      entries = await loadPartFinderEntries(sdk, shopUrl);
      break;
    case 'collections':
      entries = await loadCollectionEntries(sdk, shopUrl);
      break;
    case 'products':
      entries = await loadProductEntries(sdk, file.number, shopUrl);
      // A file past the catalogue's end (the first file may be empty, and stays listed).
      if (entries.length === 0 && file.number > 1) throw data(null, { status: 404 });
      break;
  }
  return sitemapResponse(urlsetXml(entries));
}

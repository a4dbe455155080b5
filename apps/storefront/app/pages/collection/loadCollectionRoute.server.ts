import type { Sdk, StoreConfig } from '@agri-parts/sdk';
import { data } from 'react-router';

import {
  collectionAttributeCodes,
  collectionSlug,
  defaultCollectionAttribute,
  namesCollectionAttribute,
} from './collectionPaths';
import { collectionOverview } from './loadCollectionOverview.server';
import { loadCollectionPage } from './loadCollectionPage.server';

/** What a `/collection/…` address shows. */
export type CollectionRouteData =
  | ({ type: 'collection' } & NonNullable<Awaited<ReturnType<typeof loadCollectionPage>>>)
  | ({ type: 'overview' } & ReturnType<typeof collectionOverview>);

const notFound = () => data(null, { status: 404 });

/** The collection attribute a `{attribute}` segment names (code or label slug); `null` for none. */
async function findCollectionAttribute(sdk: Sdk, slug: string) {
  for (const code of collectionAttributeCodes) {
    const attribute = await sdk.collections.getAttribute(code);
    if (attribute && namesCollectionAttribute(slug, attribute)) return attribute;
  }
  return null;
}

/**
 * `/collection/{slug}.html`: the manufacturer with that slug, else the overview of the attribute
 * the slug names (`produsent.html`); 404 for anything else or without `.html`.
 */
export async function loadCollectionBySlug(
  sdk: Sdk,
  url: URL,
  segment: string,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<CollectionRouteData> {
  const slug = collectionSlug(segment);
  if (!slug) throw notFound();
  const page = await loadCollectionPage(
    sdk,
    url,
    { slug, attributeCode: defaultCollectionAttribute },
    storeConfig,
    shopUrl,
  );
  if (page) return { type: 'collection', ...page };
  const attribute = await findCollectionAttribute(sdk, slug);
  if (!attribute) throw notFound();
  return { type: 'overview', ...collectionOverview(attribute, shopUrl) };
}

/** `/collection/{attribute}/{option}.html`: one option of a collection attribute; 404 otherwise. */
export async function loadNestedCollection(
  sdk: Sdk,
  url: URL,
  attributeSegment: string,
  optionSegment: string,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<CollectionRouteData> {
  const slug = collectionSlug(optionSegment);
  if (!slug) throw notFound();
  const attribute = await findCollectionAttribute(sdk, attributeSegment);
  if (!attribute) throw notFound();
  const page = await loadCollectionPage(
    sdk,
    url,
    { slug, attributeCode: attribute.code },
    storeConfig,
    shopUrl,
  );
  if (!page) throw notFound();
  return { type: 'collection', ...page };
}

import type { CollectionAttribute, Sdk, StoreConfig } from '@agri-parts/sdk';
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

/**
 * Every collection attribute with its options, asked for at once (and beside the store config,
 * so the products are the second round trip); attributes the store lacks are left out.
 */
async function loadCollectionAttributes(sdk: Sdk): Promise<CollectionAttribute[]> {
  const attributes = await Promise.all(
    collectionAttributeCodes.map((code) => sdk.collections.getAttribute(code)),
  );
  return attributes.filter((attribute) => attribute !== null);
}

/**
 * `/collection/{slug}.html`: the manufacturer with that slug, else the overview of the attribute
 * the slug names (`produsent.html`); 404 for anything else or without `.html`.
 */
export async function loadCollectionBySlug(
  sdk: Sdk,
  url: URL,
  segment: string,
  storeConfigPromise: Promise<StoreConfig | null>,
  shopUrl: string,
): Promise<CollectionRouteData> {
  const slug = collectionSlug(segment);
  if (!slug) throw notFound();
  const [storeConfig, attributes] = await Promise.all([
    storeConfigPromise,
    loadCollectionAttributes(sdk),
  ]);
  const manufacturer = attributes.find(({ code }) => code === defaultCollectionAttribute);
  const page = manufacturer
    ? await loadCollectionPage(sdk, url, { slug, attribute: manufacturer }, storeConfig, shopUrl)
    : null;
  if (page) return { type: 'collection', ...page };
  const attribute = attributes.find((candidate) => namesCollectionAttribute(slug, candidate));
  if (!attribute) throw notFound();
  return { type: 'overview', ...collectionOverview(attribute, shopUrl) };
}

/** `/collection/{attribute}/{option}.html`: one option of a collection attribute; 404 otherwise. */
export async function loadNestedCollection(
  sdk: Sdk,
  url: URL,
  attributeSegment: string,
  optionSegment: string,
  storeConfigPromise: Promise<StoreConfig | null>,
  shopUrl: string,
): Promise<CollectionRouteData> {
  const slug = collectionSlug(optionSegment);
  if (!slug) throw notFound();
  const [storeConfig, attributes] = await Promise.all([
    storeConfigPromise,
    loadCollectionAttributes(sdk),
  ]);
  const attribute = attributes.find((candidate) =>
    namesCollectionAttribute(attributeSegment, candidate),
  );
  if (!attribute) throw notFound();
  const page = await loadCollectionPage(sdk, url, { slug, attribute }, storeConfig, shopUrl);
  if (!page) throw notFound();
  return { type: 'collection', ...page };
}

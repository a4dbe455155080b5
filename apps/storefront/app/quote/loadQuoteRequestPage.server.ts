import { productPresentation, type Sdk } from '@agri-parts/sdk';

/** What the quote page shows of its product. */
export interface QuoteRequestPageData {
  sku: string;
  name: string;
  /** The product page, to go back to. */
  productUrl: string;
}

/**
 * The product a quote page (`/be-om-tilbud/:sku`) asks about; `null` when there is no such
 * product or it is bought online, not by quote (the page then answers 404).
 */
export async function loadQuoteRequestPage(
  sdk: Sdk,
  sku: string,
): Promise<QuoteRequestPageData | null> {
  const product = await sdk.catalog.getProductBySku(sku);
  if (!product || productPresentation(product).purchase !== 'quote') return null;
  return { sku: product.sku, name: product.name ?? product.sku, productUrl: product.url };
}

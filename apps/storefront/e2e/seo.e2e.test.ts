import { describe, expect, inject, it } from 'vitest';

import { structuredData } from './api';

const storefrontUrl = inject('storefrontUrl');

async function page(path: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function firstCategoryPath(): Promise<string> {
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(await page('/'))?.[1] ?? '';
}

describe('what search engines get', () => {
  it('a canonical URL on the public address without tracking parameters or page 1', async () => {
    const path = await firstCategoryPath();
    const html = await page(`${path}?utm_source=nyhetsbrev&gclid=abc&page=1`);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toMatch(new RegExp(`^http://localhost:\\d+${path.replace('.', '\\.')}$`));
  });

  it('the organisation on the home page, and the breadcrumb trail on a sub-category', async () => {
    expect(structuredData(await page('/'))).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'Agri Deler' }),
    );
    const categoryHtml = await page(await firstCategoryPath());
    const subcategory = /class="category-page__subcategories"[\s\S]*?href="([^"]+)"/.exec(
      categoryHtml,
    )?.[1];
    const trail = structuredData(await page(subcategory ?? '')).find(
      (data) => data['@type'] === 'BreadcrumbList',
    );
    expect((trail?.['itemListElement'] as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('a product with its offer in NOK on a product page', async () => {
    const categoryHtml = await page(await firstCategoryPath());
    const productPath =
      /class="ap-product-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="ap-product-card__link"/.exec(
        categoryHtml,
      );
    const html = await page(productPath?.[1] ?? productPath?.[2] ?? '');
    const product = structuredData(html).find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      offers: { '@type': 'Offer', priceCurrency: 'NOK' },
    });
    expect(Number((product?.['offers'] as { price: string }).price)).toBeGreaterThan(0);
  });

  it('robots.txt naming the sitemap', async () => {
    const response = await fetch(`${storefrontUrl}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });
});

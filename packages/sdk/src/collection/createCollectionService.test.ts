import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProductData } from '../catalog/buildCatalogData';
import { createTransport } from '../transport/createTransport';
import { createCollectionService } from './createCollectionService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const manufacturers = magento.query('AttributeOptions', ({ variables }) =>
  HttpResponse.json({
    data: {
      customAttributeMetadataV2: {
        items:
          variables['attributeCode'] === 'manufacturer'
            ? [
                {
                  code: 'manufacturer',
                  label: 'Produsent',
                  options: [
                    { label: 'John Deere', value: '7' },
                    { label: 'Kværneland', value: '12' },
                  ],
                },
              ]
            : [],
      },
    },
  }),
);

const server = setupServer(manufacturers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function collectionService() {
  return createCollectionService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
  );
}

describe('createCollectionService', () => {
  it('resolves the slug against the manufacturer’s options and lists its products', async () => {
    let filter: unknown;
    server.use(
      magento.query('ProductList', ({ variables }) => {
        filter = variables['filter'];
        return HttpResponse.json({
          data: { products: { items: [buildProductData()], total_count: 1 } },
        });
      }),
    );

    const collection = await collectionService().getCollection({
      slug: 'kvaerneland',
      filters: { color: ['3'] },
    });

    expect(filter).toEqual({ color: { eq: '3' }, manufacturer: { eq: '12' } });
    expect(collection).toMatchObject({
      attribute: { code: 'manufacturer', label: 'Produsent' },
      option: { label: 'Kværneland', value: '12', slug: 'kvaerneland' },
      products: { totalCount: 1 },
    });
  });

  it('is null for an unknown slug or attribute, without listing products', async () => {
    await expect(collectionService().getCollection({ slug: 'fendt' })).resolves.toBeNull();
    await expect(
      collectionService().getCollection({ slug: 'john-deere', attributeCode: 'nope' }),
    ).resolves.toBeNull();
  });

  it('lists the products alone when given the attribute it has loaded already', async () => {
    const service = collectionService();
    const attribute = await service.getAttribute();
    const operations: string[] = [];
    server.use(
      magento.query('AttributeOptions', ({ operationName }) => {
        operations.push(operationName);
        return HttpResponse.json({ errors: [{ message: 'not asked for' }] });
      }),
      magento.query('ProductList', ({ operationName, variables }) => {
        operations.push(operationName);
        expect(variables['filter']).toEqual({ manufacturer: { eq: '7' } });
        return HttpResponse.json({
          data: { products: { items: [buildProductData()], total_count: 1 } },
        });
      }),
    );

    const collection = await service.getCollection({ slug: 'john-deere', attribute: attribute! });
    expect(operations).toEqual(['ProductList']);
    expect(collection).toMatchObject({
      attribute: { code: 'manufacturer', label: 'Produsent' },
      option: { label: 'John Deere', value: '7' },
    });
    await expect(
      service.getCollection({ slug: 'fendt', attribute: attribute! }),
    ).resolves.toBeNull();
    expect(operations).toEqual(['ProductList']);
  });

  it('lists an attribute’s options as collections', async () => {
    await expect(collectionService().getAttribute()).resolves.toEqual({
      code: 'manufacturer',
      label: 'Produsent',
      options: [
        { label: 'John Deere', value: '7', slug: 'john-deere', swatch: null },
        { label: 'Kværneland', value: '12', slug: 'kvaerneland', swatch: null },
      ],
    });
  });
});

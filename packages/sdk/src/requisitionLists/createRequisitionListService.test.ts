import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartData, cartLineData } from '../testing/cartData';
import { endpoint, magento, refusalError } from '../testing/magento';
import { productData } from '../testing/wishlistData';
import { createTransport } from '../transport/createTransport';
import { createRequisitionListService } from './createRequisitionListService';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lists = () =>
  createRequisitionListService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
  );

const summary = (uid: string, name: string, extra: Record<string, unknown> = {}) => ({
  uid,
  name,
  description: null,
  items_count: 0,
  updated_at: '2026-11-30 08:00:00',
  wm_share_token: null,
  ...extra,
});

describe('createRequisitionListService', () => {
  it('sends a checked name and answers the saved list', async () => {
    let variables: unknown;
    server.use(
      magento.mutation('CreateRequisitionList', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: { createRequisitionList: { requisition_list: summary('MQ==', 'Våronn MF 135') } },
        });
      }),
    );
    expect(await lists().create({ name: ' Våronn  MF 135 ' })).toEqual({
      status: 'saved',
      list: {
        uid: 'MQ==',
        name: 'Våronn MF 135',
        description: null,
        itemsCount: 0,
        updatedAt: '2026-11-30 08:00:00',
        shareToken: null,
      },
    });
    expect(variables).toEqual({ input: { name: 'Våronn MF 135', description: null } });
  });

  it('sends nothing for an empty name', async () => {
    expect(await lists().create({ name: '  ' })).toEqual({
      status: 'invalid',
      problem: 'name-empty',
    });
  });

  it('answers a limit as a refusal with its code', async () => {
    server.use(
      magento.mutation('CreateRequisitionList', () =>
        HttpResponse.json({
          data: { createRequisitionList: null },
          errors: [refusalError('At most 50.', 'TOO_MANY_REQUISITION_LISTS', { max_lists: 50 })],
        }),
      ),
    );
    expect(await lists().create({ name: 'Verksted' })).toEqual({
      status: 'refused',
      refusal: expect.objectContaining({
        kind: 'invalid_input',
        code: 'TOO_MANY_REQUISITION_LISTS',
      }),
    });
  });

  it('merges the same SKU before adding', async () => {
    let variables: unknown;
    server.use(
      magento.mutation('AddProductsToRequisitionList', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: {
            addProductsToRequisitionList: {
              requisition_list: summary('MQ==', 'Verksted', { items_count: 1 }),
            },
          },
        });
      }),
    );
    const outcome = await lists().addItems('MQ==', [
      { sku: 'MF-1', quantity: 1 },
      { sku: 'MF-1', quantity: 2 },
    ]);
    expect(outcome).toMatchObject({ status: 'saved', list: { itemsCount: 1 } });
    expect(variables).toEqual({
      uid: 'MQ==',
      items: [{ sku: 'MF-1', quantity: 3, parent_sku: null }],
    });
  });

  it("reads a list's lines, a product gone from the catalogue kept by its SKU", async () => {
    server.use(
      magento.query('CustomerRequisitionList', () =>
        HttpResponse.json({
          data: {
            customer: {
              requisition_lists: {
                items: [
                  {
                    ...summary('MQ==', 'Verksted', { items_count: 2 }),
                    items: {
                      total_pages: 1,
                      items: [
                        { uid: 'Mg==', quantity: 2, wm_sku: 'MF-1', product: productData('MF-1') },
                        { uid: 'Mw==', quantity: 1, wm_sku: 'UTGATT', product: null },
                      ],
                    },
                  },
                ],
              },
            },
          },
        }),
      ),
    );
    const list = await lists().get('MQ==');
    expect(list?.items.map((line) => [line.sku, line.quantity, line.product?.sku ?? null])).toEqual(
      [
        ['MF-1', 2, 'MF-1'],
        ['UTGATT', 1, null],
      ],
    );
  });

  it('answers null for a list the customer does not have', async () => {
    server.use(
      magento.mutation('AddRequisitionListItemsToCart', () =>
        HttpResponse.json({
          data: { addRequisitionListItemsToCart: null },
          errors: [
            refusalError(
              'Could not find…',
              'REQUISITION_LIST_NOT_FOUND',
              {},
              'graphql-no-such-entity',
            ),
          ],
        }),
      ),
    );
    expect(await lists().addToCart('OTk=')).toBeNull();
  });

  it('puts the list into the cart and reports each line that did not go in', async () => {
    server.use(
      magento.mutation('AddRequisitionListItemsToCart', () =>
        HttpResponse.json({
          data: {
            addRequisitionListItemsToCart: {
              status: false,
              add_requisition_list_items_to_cart_user_errors: [
                { message: 'Out of stock', type: 'OUT_OF_STOCK', wm_sku: 'MF-2' },
              ],
              cart: cartData('cart-1', [cartLineData('1', 'MF-1', 2)]),
            },
          },
        }),
      ),
    );
    const result = await lists().addToCart('MQ==');
    expect(result?.cart.items).toHaveLength(1);
    expect(result?.problems).toEqual([
      { sku: 'MF-2', type: 'out_of_stock', message: 'Out of stock' },
    ]);
  });

  it('reads a shared list without a token, null for an unknown one', async () => {
    server.use(
      magento.query('SharedRequisitionList', ({ variables, request }) => {
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json({
          data: {
            wmSharedRequisitionList:
              variables.token === 'good-token-aaaaaaaa'
                ? {
                    name: 'Verksted',
                    description: 'Olje',
                    items_count: 0,
                    updated_at: null,
                    items: { total_pages: 0, items: [] },
                  }
                : null,
          },
        });
      }),
    );
    expect(await lists().shared('good-token-aaaaaaaa')).toEqual({
      name: 'Verksted',
      description: 'Olje',
      itemsCount: 0,
      updatedAt: null,
      items: [],
      totalPages: 1,
    });
    expect(await lists().shared('nope-nope-nope-nope')).toBeNull();
  });
});

import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddCartLinesResult, CartLineInput } from '../cart/addCartLines';
import type { Cart } from '../cart/mapCart';
import { endpoint, magento } from '../testing/magento';
import { createTransport } from '../transport/createTransport';
import { createQuickOrderService } from './createQuickOrderService';
import { parseQuickOrder } from './parseQuickOrder';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const service = () =>
  createQuickOrderService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));

const money = (value: number) => ({ value, currency: 'NOK' });
/** A product as `ProductSummaryFields` answers it (the fields the rows read). */
const productData = (sku: string) => ({
  __typename: 'SimpleProduct',
  uid: `uid-${sku}`,
  sku,
  name: `Filter ${sku}`,
  url_key: sku.toLowerCase(),
  url_suffix: '.html',
  url_rewrites: [],
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: 3,
  price_range: {
    minimum_price: {
      regular_price: money(100),
      final_price: money(100),
      discount: { amount_off: 0, percent_off: 0 },
    },
    maximum_price: {
      regular_price: money(100),
      final_price: money(100),
      discount: { amount_off: 0, percent_off: 0 },
    },
  },
  thumbnail: null,
  small_image: null,
  rating_summary: 0,
  review_count: 0,
  new_from_date: null,
  new_to_date: null,
  wm_delivery_time: null,
  ag_produktgruppe: null,
  wm_order_product: false,
  wm_universal_fit: false,
  wm_backorders: false,
  wm_supplier_lead_days: null,
  listing_attributes: { items: [] },
  options: [],
});

describe('createQuickOrderService', () => {
  it('resolves 200 lines in one request, more part numbers in parts of 200', async () => {
    const requests: string[][] = [];
    server.use(
      magento.query('ResolvePartNumbers', ({ variables }) => {
        const numbers = variables.partNumbers as string[];
        requests.push(numbers);
        return HttpResponse.json({
          data: {
            wmResolvePartNumbers: numbers.map((number) => ({
              part_number: number,
              status: number.startsWith('P') ? 'FOUND' : 'NOT_FOUND',
              match_count: number.startsWith('P') ? 1 : 0,
              parent_sku: null,
              product: number.startsWith('P') ? productData(`SKU-${number}`) : null,
            })),
          },
        });
      }),
    );
    const text = Array.from({ length: 199 }, (_, i) => `P${i};1`)
      .concat('RE 5')
      .join('\n');
    const plain = Array.from({ length: 200 }, (_, i) => `P${i};1`).join('\n');
    expect(await service().resolve(parseQuickOrder(plain))).toHaveLength(200);
    expect(requests.map((part) => part.length)).toEqual([200]);
    requests.length = 0;
    // 'RE 5' is read both ways (RE × 5, or the number RE 5): 201 part numbers.
    const rows = await service().resolve(parseQuickOrder(text));
    expect(requests.map((part) => part.length).sort((a, b) => b - a)).toEqual([200, 1]);
    expect(rows).toHaveLength(200);
    expect(rows[0]).toMatchObject({
      lineNumbers: [1],
      quantity: 1,
      problem: null,
      product: { sku: 'SKU-P0', name: 'Filter SKU-P0', onlyLeft: 3 },
    });
    expect(rows[199]).toMatchObject({ partNumber: 'RE 5', problem: 'not-found' });
  });

  it('adds the rows without a problem and maps refusals back to their rows', async () => {
    server.use(
      magento.query('ResolvePartNumbers', ({ variables }) =>
        HttpResponse.json({
          data: {
            wmResolvePartNumbers: (variables.partNumbers as string[]).map((number) => ({
              part_number: number,
              status: number === 'X' ? 'NOT_FOUND' : 'FOUND',
              match_count: 1,
              parent_sku: null,
              product: number === 'X' ? null : productData(number),
            })),
          },
        }),
      ),
    );
    const rows = await service().resolve(parseQuickOrder('A;1\nX\nB;2\nC;1'));
    const sent: CartLineInput[][] = [];
    const cart = {
      addLines: (lines: readonly CartLineInput[]): Promise<AddCartLinesResult> => {
        sent.push([...lines]);
        return Promise.resolve({
          cart: { id: 'c1' } as Cart,
          errors: [
            { index: 1, code: 'INSUFFICIENT_STOCK', message: 'Only 1', availableQuantity: 1 },
          ],
        });
      },
    };
    const result = await service().addToCart(rows, cart);
    expect(sent).toEqual([
      [
        { sku: 'A', quantity: 1, parentSku: null },
        { sku: 'B', quantity: 2, parentSku: null },
        { sku: 'C', quantity: 1, parentSku: null },
      ],
    ]);
    expect(result.added.map((row) => row.product?.sku)).toEqual(['A', 'C']);
    expect(result.refused).toEqual([
      expect.objectContaining({
        code: 'INSUFFICIENT_STOCK',
        availableQuantity: 1,
        row: expect.objectContaining({ lineNumbers: [3] }),
      }),
    ]);
  });
});

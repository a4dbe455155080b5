import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { cartData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { magento } from '../testing/magento';
import { setOrderFields } from './setOrderFields';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('setOrderFields', () => {
  it("sets the order fields, and says 'Unable to set order fields' without a result", async () => {
    let answer: unknown = null;
    server.use(
      magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1') } })),
      magento.mutation('AddCustomFieldsToCart', ({ variables }) => {
        expect(variables).toEqual({ cartId: 'g1', customerRef: 'Ref 1', customerOrderNo: null });
        return HttpResponse.json({ data: { addCustomFieldsToCart: answer } });
      }),
    );
    const { context } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    const error = await setOrderFields(context, { customerRef: 'Ref 1' }).catch(
      (caught: unknown) => caught,
    );
    expect(isSdkError(error) && error.message).toBe('Unable to set order fields');
    answer = {
      cart: cartData('g1', [], {
        wm_customer_order_fields: { customer_ref: 'Ref 1', customer_order_no: null },
      }),
    };
    expect((await setOrderFields(context, { customerRef: 'Ref 1' })).orderFields).toEqual({
      customerRef: 'Ref 1',
      customerOrderNo: null,
    });
  });
});

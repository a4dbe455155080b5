// @vitest-environment jsdom
import { createSdk, SdkError, type CartProduct } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { buildTestCart } from './buildTestCart';
import { createFakeCartStore } from './fakeCartStore';
import { useAddToCart } from './useAddToCart';

function renderAddToCart(addError: unknown) {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
  vi.mocked(store.add).mockRejectedValueOnce(addError);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SdkProvider sdk={{ ...sdk, cart: store }}>{children}</SdkProvider>
  );
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  return { result, store, sdk };
}

const product = { sku: 'OF-1' } as CartProduct;

describe('useAddToCart', () => {
  it.each([
    ['no connection', new SdkError('network', 'fetch failed')],
    [
      'the proxy could not reach the API',
      new SdkError('graphql', 'The shop API is unreachable', { statusCode: 502 }),
    ],
  ])(
    'loads the cart again after an add without an answer (%s): the API may have added it',
    async (_case, error) => {
      const { result, store, sdk } = renderAddToCart(error);

      let added: boolean | undefined;
      await act(async () => {
        added = await result.current.add(product, { quantity: 1 });
      });

      expect(added).toBe(false);
      expect(store.load).toHaveBeenCalledExactlyOnceWith({ create: false });
      expect(sdk.notifications.getSnapshot().map((notice) => notice.message)).toContain(
        'Vi kunne ikke legge varen i handlekurven. Prøv igjen.',
      );
    },
  );

  it('does not load the cart again after a refusal: the answer said nothing was added', async () => {
    const { result, store } = renderAddToCart(
      new SdkError('graphql', 'The requested qty is not available', {
        refusal: { kind: 'out_of_stock', availableQuantity: 1 },
      }),
    );

    await act(async () => {
      await result.current.add(product, { quantity: 1 });
    });

    expect(store.load).not.toHaveBeenCalled();
  });
});

import { isSdkError } from '@agri-parts/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { buildProductData } from '../testing/buildProductData';
import { useQuickSearch } from './useQuickSearch';

const asked: string[] = [];
const server = setupServer(
  magento.query('QuickSearch', async ({ variables }) => {
    const term = variables['term'] as string;
    asked.push(term);
    // The first term answers late: its answer must not replace the newer one.
    await delay(term === 'fil' ? 150 : 5);
    return HttpResponse.json({
      data: {
        products: { items: [buildProductData(term)], total_count: 1 },
        categories: { items: [] },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('useQuickSearch', () => {
  it('is idle and asks nothing for a term under 3 characters', async () => {
    const { result } = renderHook(() => useQuickSearch('fi', { delayMs: 0 }), {
      wrapper: sdkWrapper(),
    });
    await delay(20);
    expect(result.current).toEqual({ status: 'idle', result: null, error: null });
    expect(asked).toEqual([]);
  });

  it('asks once the shopper stops typing, for the last term only', async () => {
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => useQuickSearch(term, { delayMs: 40 }),
      { wrapper: sdkWrapper(), initialProps: { term: 'fil' } },
    );
    rerender({ term: 'filt' });
    rerender({ term: 'filter ' });
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.result?.products.map((product) => product.sku)).toEqual(['filter']);
    expect(asked).toEqual(['filter']);
  });

  it('aborts a request under way when the term changes, and keeps the newer answer', async () => {
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => useQuickSearch(term, { delayMs: 0 }),
      { wrapper: sdkWrapper(), initialProps: { term: 'fil' } },
    );
    await waitFor(() => expect(asked).toEqual(['fil']));

    rerender({ term: 'filter' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await delay(200);

    expect(result.current.result?.term).toBe('filter');
    expect(asked).toEqual(['fil', 'filter']);
  });

  it('keeps the previous result while the next term loads', async () => {
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => useQuickSearch(term, { delayMs: 0 }),
      { wrapper: sdkWrapper(), initialProps: { term: 'olje' } },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));

    rerender({ term: 'oljefilter' });

    expect(result.current.status).toBe('loading');
    expect(result.current.result?.term).toBe('olje');
  });

  it('has the SdkError when the search fails', async () => {
    server.use(http.get(testEndpoint, () => new HttpResponse(null, { status: 500 })));

    const { result } = renderHook(() => useQuickSearch('filter', { delayMs: 0 }), {
      wrapper: sdkWrapper(),
    });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(isSdkError(result.current.error, 'http')).toBe(true);
  });
});

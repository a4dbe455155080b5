import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useActiveTractorFit } from './useActiveTractorFit';
import { useMyTractors } from './useMyTractors';

const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
const mf = { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' };
const asked: unknown[] = [];

const server = setupServer(
  magento.query('PartFinderFittingSkus', ({ variables }) => {
    asked.push(variables);
    const fitting = variables['modelId'] === '10' ? ['AP-1'] : ['AP-2'];
    const skus = variables['skus'] as string[];
    return HttpResponse.json({
      data: {
        products: { items: skus.filter((sku) => fitting.includes(sku)).map((sku) => ({ sku })) },
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

describe('useActiveTractorFit', () => {
  it('says nothing without an active tractor, then which cards fit it', async () => {
    const sdk = createSdk({
      endpoint: testEndpoint,
      preferenceStorage: createMemoryStorage(),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(
      () => ({ fits: useActiveTractorFit(['AP-1', 'AP-2']), tractors: useMyTractors() }),
      { wrapper: sdkWrapper(sdk) },
    );

    await waitFor(() => expect(result.current.tractors.status).toBe('ready'));
    expect(result.current.fits('AP-1')).toBe(null);
    expect(asked).toEqual([]);

    await act(() =>
      result.current.tractors.add({
        finder: traktor,
        brand: mf,
        model: { id: 10, name: '6480', slug: '6480' },
      }),
    );
    await waitFor(() => expect(result.current.fits('AP-1')).toBe(true));
    expect(result.current.fits('AP-2')).toBe(false);

    await act(() =>
      result.current.tractors.add(
        { finder: traktor, brand: mf, model: { id: 12, name: '135', slug: '135' } },
        { active: true },
      ),
    );
    await waitFor(() => expect(result.current.fits('AP-2')).toBe(true));
    expect(result.current.fits('AP-1')).toBe(false);
    expect(asked).toHaveLength(2);
  });
});

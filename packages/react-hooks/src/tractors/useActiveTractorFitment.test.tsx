import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useActiveTractorFitment } from './useActiveTractorFitment';
import { useMyTractors } from './useMyTractors';

const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
const mf = { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' };
let requests = 0;

const server = setupServer(
  magento.query('PartFinderFitments', () => {
    requests++;
    return HttpResponse.json({
      data: {
        products: {
          items: [
            { sku: 'FILTER', wm_universal_fit: false, wm_pf_fitments: [{ model: { id: 10 } }] },
            { sku: 'BELT', wm_universal_fit: false, wm_pf_fitments: [{ model: { id: 99 } }] },
            { sku: 'OIL', wm_universal_fit: true, wm_pf_fitments: [] },
          ],
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests = 0;
});
afterAll(() => server.close());

describe('useActiveTractorFitment', () => {
  it('says nothing without an active tractor, then fits, does not fit or universal per card', async () => {
    const sdk = createSdk({
      endpoint: testEndpoint,
      preferenceStorage: createMemoryStorage(),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(
      () => ({
        fitment: useActiveTractorFitment(['FILTER', 'BELT', 'OIL']),
        tractors: useMyTractors(),
      }),
      { wrapper: sdkWrapper(sdk) },
    );

    await waitFor(() => expect(result.current.tractors.status).toBe('ready'));
    expect(result.current.fitment('OIL')).toBe(null);
    expect(requests).toBe(0);

    await act(() =>
      result.current.tractors.add({
        finder: traktor,
        brand: mf,
        model: { id: 10, name: '6480', slug: '6480' },
      }),
    );
    await waitFor(() => expect(result.current.fitment('FILTER')).toBe('fits'));
    expect(result.current.fitment('BELT')).toBe('does-not-fit');
    expect(result.current.fitment('OIL')).toBe('universal');
    expect(requests).toBe(1);
  });
});

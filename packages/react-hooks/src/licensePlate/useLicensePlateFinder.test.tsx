import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useLicensePlateFinder } from './useLicensePlateFinder';

const results: Record<string, unknown> = {
  AB12345: {
    brand: 'Massey Ferguson',
    model: '6480',
    brand_exists: true,
    model_exists: true,
    brand_finder_id: 1,
    suggestions: [
      {
        brand: 'Massey Ferguson',
        brand_id: 1,
        brand_finder_id: 1,
        models: [{ model_id: 10, model: '6480' }],
      },
    ],
    vehicle: null,
  },
  FN10000: {
    brand: null,
    model: null,
    brand_exists: false,
    model_exists: false,
    brand_finder_id: null,
    suggestions: [
      { brand: 'Ford', brand_id: 5, brand_finder_id: 1, models: [{ model_id: 50, model: '5000' }] },
      {
        brand: 'New Holland',
        brand_id: 6,
        brand_finder_id: 1,
        models: [{ model_id: 60, model: 'TM150' }],
      },
    ],
    vehicle: null,
  },
  CAR1234: {
    brand: null,
    model: null,
    brand_exists: false,
    model_exists: false,
    brand_finder_id: null,
    suggestions: [],
    vehicle: null,
  },
};
const infoRequests: unknown[] = [];

const server = setupServer(
  magento.query('LicensePlateSearch', ({ variables }) => {
    const plate = variables['licensePlate'] as string;
    if (plate === 'NOPE123') {
      return HttpResponse.json({
        data: { WmLicensePlateSearch: null },
        errors: [
          {
            message: 'Not registered',
            extensions: {
              category: 'graphql-no-such-entity',
              code: 'LICENSE_PLATE_NOT_REGISTERED',
            },
          },
        ],
      });
    }
    return HttpResponse.json({ data: { WmLicensePlateSearch: results[plate] ?? null } });
  }),
  magento.query('PartFinderInfo', ({ variables }) => {
    infoRequests.push(variables);
    const brand = variables['brand'] as string;
    const slug = brand.toLowerCase().replace(/\s+/g, '-');
    return HttpResponse.json({
      data: {
        WmPartFinderInfo: {
          finder: { id: 1, name: 'Traktor', slug: 'traktor' },
          brand: { id: 1, name: brand, slug },
          model: { id: 10, name: variables['model'], slug: variables['model'] },
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  infoRequests.length = 0;
});
afterAll(() => server.close());

function render() {
  const onNavigate = vi.fn();
  const hook = renderHook(() => useLicensePlateFinder({ onNavigate }), { wrapper: sdkWrapper() });
  return { ...hook, onNavigate };
}

describe('useLicensePlateFinder', () => {
  it('looks up a plate, fetches the info by itself and navigates to the parts page', async () => {
    const { result, onNavigate } = render();

    act(() => result.current.setInput('ab'));
    expect(result.current.canSearch).toBe(false);
    act(() => result.current.setInput('ab 12345'));
    expect(result.current.canSearch).toBe(true);
    act(() => result.current.search());

    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('/parts/traktor/massey-ferguson/6480'),
    );
    expect(infoRequests).toEqual([{ brand: 'Massey Ferguson', model: '6480', finderId: 1 }]);
    expect(result.current.state.status).toBe('done');
  });

  it('opens the brand select, and navigates after a brand and Show', async () => {
    const { result, onNavigate } = render();

    act(() => result.current.setInput('FN 10000'));
    act(() => result.current.search());
    await waitFor(() => expect(result.current.state.status).toBe('choosing'));
    expect(result.current.state.brandOptions).toEqual(['Ford', 'New Holland']);
    expect(result.current.canConfirm).toBe(false);

    act(() => result.current.chooseBrand('New Holland'));
    expect(result.current.canConfirm).toBe(true);
    act(() => result.current.confirm());

    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('/parts/traktor/new-holland/TM150'),
    );
  });

  it('says the tractor was not found and keeps the form', async () => {
    const { result, onNavigate } = render();

    act(() => result.current.setInput('CAR 1234'));
    act(() => result.current.search());

    await waitFor(() => expect(result.current.state.message).toBe('licensePlate.notFound'));
    expect(result.current.state.input).toBe('CAR 1234');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('says a plate the registry does not know cannot be verified, and resets', async () => {
    const { result } = render();

    act(() => result.current.setInput('NOPE 123'));
    act(() => result.current.search());

    await waitFor(() => expect(result.current.state.message).toBe('licensePlate.cannotVerify'));
    expect(result.current.state.failure).toEqual({ kind: 'not-registered' });

    act(() => result.current.reset());
    expect(result.current.state).toMatchObject({ input: '', status: 'idle', message: null });
  });

  it('answers a plate of emoji without a request', () => {
    const { result } = render();

    act(() => result.current.setInput('🚜🚜🚜'));
    act(() => result.current.search());

    expect(result.current.state).toMatchObject({
      status: 'cannot-verify',
      failure: { kind: 'invalid', reason: 'characters' },
    });
  });
});

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createPartFinderState } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestSdk, magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { usePartFinder } from './usePartFinder';

const finders = [
  { finder_id: 2, name: 'Redskap', slug: 'redskap' },
  { finder_id: 1, name: 'Traktor', slug: 'traktor' },
];
const brands: Record<string, { brand_id: number; name: string; slug: string }[]> = {
  '1': [
    { brand_id: 10, name: 'Massey Ferguson', slug: 'massey-ferguson' },
    { brand_id: 11, name: 'Valtra', slug: 'valtra' },
  ],
  '2': [{ brand_id: 20, name: 'Kverneland', slug: 'kverneland' }],
};

const requests: string[] = [];
let failBrands = 0;

const server = setupServer(
  magento.query('PartFinderFinders', () => {
    requests.push('finders');
    return HttpResponse.json({
      data: { WmPartFinderFinders: { items: finders, total_count: finders.length } },
    });
  }),
  magento.query('PartFinderBrands', ({ variables }) => {
    const finderId = variables['finderId'] as string;
    requests.push(`brands:${finderId}`);
    if (failBrands > 0) {
      failBrands -= 1;
      return HttpResponse.json({ errors: [{ message: 'Database down' }] });
    }
    const items = (brands[finderId] ?? []).map((brand) => ({
      ...brand,
      finder_id: Number(finderId),
    }));
    return HttpResponse.json({
      data: { WmPartFinderBrands: { items, total_count: items.length } },
    });
  }),
  magento.query('PartFinderModels', ({ variables }) => {
    requests.push(`models:${String(variables['brandId'])}`);
    return HttpResponse.json({
      data: {
        WmPartFinderModels: {
          items: [
            {
              model_id: 100,
              brand_id: Number(variables['brandId']),
              name: '6480',
              slug: '6480',
              year_from: 2003,
              year_to: 2008,
            },
          ],
          total_count: 1,
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  failBrands = 0;
});
afterAll(() => server.close());

function strictWrapper(children: ReactNode) {
  const Wrapper = sdkWrapper(createTestSdk());
  return (
    <StrictMode>
      <Wrapper>{children}</Wrapper>
    </StrictMode>
  );
}

describe('usePartFinder', () => {
  it('loads the finders and finder 1’s brands, then models on a brand, and builds the Show path', async () => {
    const { result } = renderHook(() => usePartFinder(), {
      wrapper: ({ children }) => strictWrapper(children),
    });

    await waitFor(() => expect(result.current.state.brands.status).toBe('success'));
    expect(result.current.state.finderId).toBe(1);
    expect(result.current.brandEnabled).toBe(true);
    expect(result.current.modelEnabled).toBe(false);
    // Strict mode mounts twice; the machine asks once.
    expect(requests).toEqual(['finders', 'brands:1']);

    act(() => result.current.chooseBrand(10));
    await waitFor(() => expect(result.current.state.models.status).toBe('success'));
    expect(result.current.showEnabled).toBe(false);

    act(() => result.current.chooseModel(100));
    expect(result.current.showEnabled).toBe(true);
    expect(result.current.showPath).toBe('/parts/traktor/massey-ferguson/6480');
    expect(result.current.selectedBrand?.name).toBe('Massey Ferguson');
    expect(result.current.filterOptions(result.current.state.brands.items, 'VAL')).toHaveLength(1);

    act(() => result.current.chooseFinder(2));
    expect(result.current.state).toMatchObject({ brandId: null, modelId: null });
    await waitFor(() =>
      expect(result.current.state.brands.items.map((brand) => brand.name)).toEqual(['Kverneland']),
    );

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.state.brands.items).toHaveLength(2));
    expect(result.current.state.finderId).toBe(1);
    expect(requests).toEqual(['finders', 'brands:1', 'models:10', 'brands:2', 'brands:1']);
  });

  it('keeps a failed load as an error and loads again on retry', async () => {
    failBrands = 1;
    const { result } = renderHook(() => usePartFinder(), { wrapper: sdkWrapper() });

    await waitFor(() => expect(result.current.state.brands.status).toBe('error'));
    expect(result.current.state.brands.error).toMatchObject({ code: 'graphql' });

    act(() => result.current.retry('brands'));
    await waitFor(() => expect(result.current.state.brands.status).toBe('success'));
  });

  it('starts from a state a page prepared and loads only what it lacks', async () => {
    const preset = createPartFinderState({
      finders: [{ id: 1, name: 'Traktor', slug: 'traktor' }],
      finderId: 1,
      brandId: 10,
    });

    const { result } = renderHook(() => usePartFinder(preset), { wrapper: sdkWrapper() });

    await waitFor(() => expect(result.current.state.models.status).toBe('success'));
    await waitFor(() => expect(result.current.state.brands.status).toBe('success'));
    expect(requests.sort()).toEqual(['brands:1', 'models:10']);
  });
});

// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import {
  createSdk,
  type LicensePlateResult,
  type PartFinderBrand,
  type PartFinderModel,
  type Sdk,
} from '@agri-parts/sdk';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FinderWidget } from './FinderWidget';
import type { FinderWidgetPreset } from './loadPartFinderPages.server';

afterEach(cleanup);

const finders = [
  { id: 1, name: 'Traktor', slug: 'traktor' },
  { id: 2, name: 'Skurtresker', slug: 'skurtresker' },
];
const brands: PartFinderBrand[] = [
  { id: 7, finderId: 1, name: 'Claas', slug: 'claas' },
  { id: 8, finderId: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' },
];
const models: PartFinderModel[] = [
  { id: 70, brandId: 8, name: '6480', slug: '6480', yearFrom: null, yearTo: null },
  { id: 71, brandId: 8, name: '135', slug: '135', yearFrom: null, yearTo: null },
];
const item = (id: number, name: string, slug: string) => ({ id, name, slug });

/** The widget on a page, over a stand-in part finder and plate look-up; other pages say where. */
function renderWidget(preset: Partial<FinderWidgetPreset> = {}, result?: LicensePlateResult) {
  const base = createSdk({ endpoint: 'http://shop.invalid/graphql', logger: { error: () => {} } });
  const partFinder = {
    ...base.partFinder,
    getFinders: vi.fn(async () => finders),
    getBrands: vi.fn(async () => brands),
    getModels: vi.fn(async () => models),
    getInfo: vi.fn(async ({ model }: { model: string }) => ({
      finder: item(2, 'Skurtresker', 'skurtresker'),
      brand: item(7, 'Claas', 'claas'),
      model: model ? item(90, model, model.toLowerCase()) : null,
    })),
  };
  const licensePlate = {
    ...base.licensePlate,
    search: vi.fn(async (plate: string) => ({ ok: true as const, plate, result: result! })),
  };
  const sdk = { ...base, partFinder, licensePlate } as Sdk;
  function Elsewhere() {
    const location = useLocation();
    return <p>{`Side ${location.pathname}`}</p>;
  }
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SdkProvider sdk={sdk}>
          <FinderWidget
            preset={{
              finders: null,
              brands: null,
              models: null,
              finderId: null,
              brandId: null,
              ...preset,
            }}
          />
        </SdkProvider>
      ),
    },
    { path: '/parts/*', Component: Elsewhere },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { user: userEvent.setup(), partFinder, licensePlate };
}

const dropdownButton = (label: RegExp) => screen.getByRole('button', { name: label });

describe('FinderWidget', () => {
  it('loads the finders, chooses finder 1, then goes finder → brand → model → Show', async () => {
    const { user, partFinder } = renderWidget();

    await waitFor(() => expect(dropdownButton(/^Type/).textContent).toBe('Traktor'));
    expect(partFinder.getBrands).toHaveBeenCalledWith(1);
    await waitFor(() => expect(dropdownButton(/^Merke/).hasAttribute('disabled')).toBe(false));
    expect(dropdownButton(/^Modell/).hasAttribute('disabled')).toBe(true);

    await user.click(dropdownButton(/^Merke/));
    await user.click(screen.getByRole('option', { name: 'Massey Ferguson' }));
    expect(partFinder.getModels).toHaveBeenCalledWith(8);
    await waitFor(() => expect(dropdownButton(/^Modell/).hasAttribute('disabled')).toBe(false));
    await user.click(dropdownButton(/^Modell/));
    await user.click(screen.getByRole('option', { name: '6480' }));
    await user.click(screen.getByRole('button', { name: 'Vis' }));

    await screen.findByText('Side /parts/traktor/massey-ferguson/6480');
  });

  it('starts with the lists and choices the page loaded, asking only for what it lacks', async () => {
    const { partFinder } = renderWidget({ finders, brands, finderId: 1 });

    expect(dropdownButton(/^Type/).textContent).toBe('Traktor');
    await waitFor(() => expect(dropdownButton(/^Merke/).hasAttribute('disabled')).toBe(false));
    expect(partFinder.getFinders).not.toHaveBeenCalled();
    expect(partFinder.getBrands).not.toHaveBeenCalled();
  });

  it('names the finders of a plate look-up’s finder select and lands where the info says', async () => {
    const { user, licensePlate, partFinder } = renderWidget(
      { finders },
      {
        brand: 'Claas',
        model: null,
        brandExists: true,
        modelExists: false,
        brandFinderId: null,
        suggestions: [
          { brand: 'Claas', brandId: 7, finderId: 1, models: [{ id: 1, name: 'Xerion' }] },
          { brand: 'Claas', brandId: 9, finderId: 2, models: [{ id: 2, name: 'Lexion' }] },
        ],
        vehicle: null,
      },
    );

    await user.click(screen.getByRole('switch', { name: 'Søk på registreringsnummer' }));
    const field = screen.getByRole('textbox', { name: 'Registreringsnummer' });
    const search = screen.getByRole('button', { name: 'Søk' });
    await user.type(field, 'me');
    expect(search.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'lk{Enter}');
    expect(licensePlate.search).toHaveBeenCalledWith('MELK');

    const finder = await screen.findByRole('combobox', { name: 'Type' });
    expect([...finder.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Velg type',
      'Traktor',
      'Skurtresker',
    ]);
    await user.selectOptions(finder, '2');
    // Several suggestions: the info waits for Show.
    expect(partFinder.getInfo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Vis' }));
    await waitFor(() =>
      expect(partFinder.getInfo).toHaveBeenCalledWith({
        brand: 'Claas',
        model: 'Lexion',
        finderId: 2,
      }),
    );
    await screen.findByText('Side /parts/skurtresker/claas/lexion');
  });
});

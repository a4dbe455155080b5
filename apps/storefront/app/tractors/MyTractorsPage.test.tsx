// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import { createMemoryStorage, createSdk, type Sdk } from '@agri-parts/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AddToMyTractors } from './AddToMyTractors';
import { GuestTractorsPage } from './MyTractorsPage';
import { TractorFilterToggle } from './TractorFilterToggle';

afterEach(cleanup);

const item = (id: number, name: string, slug: string) => ({ id, name, slug });
const valtra = {
  finder: item(1, 'Traktor', 'traktor'),
  brand: item(2, 'Valtra', 'valtra'),
  model: item(3, 'N134', 'n134'),
};
const fendt = {
  finder: item(1, 'Traktor', 'traktor'),
  brand: item(4, 'Fendt', 'fendt'),
  model: item(5, '724 Vario', '724-vario'),
};

/** A guest's SDK whose local storage holds `tractors` (the first active). */
function guestSdk(tractors: (typeof valtra)[] = []): Sdk {
  const storage = createMemoryStorage();
  if (tractors.length > 0) {
    storage.set(
      'vsf-my-tractors',
      JSON.stringify({
        tractors: tractors.map((tractor) => ({ ...tractor, addedAt: '2026-01-01' })),
        activeId: `guest:${tractors[0]!.model.id}:`,
      }),
    );
  }
  return createSdk({ endpoint: 'http://shop.invalid/graphql', preferenceStorage: storage });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(sdk: Sdk, path: string, page: React.ReactNode, routePath = path.split('?')[0]!) {
  const Stub = createRoutesStub([
    {
      path: routePath,
      Component: () => (
        <SdkProvider sdk={sdk}>
          {page}
          <Where />
        </SdkProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const names = () =>
  screen
    .queryAllByRole('article')
    .map(
      (card) =>
        `${card.querySelector('h2')?.textContent}${card.hasAttribute('data-active') ? ' *' : ''}`,
    );

describe('GuestTractorsPage', () => {
  it('shows the list from this browser; use this and remove change it there', async () => {
    const sdk = guestSdk([valtra, fendt]);
    renderAt(sdk, '/my-tractors', <GuestTractorsPage />);

    await waitFor(() => expect(names()).toEqual(['Valtra N134 *', 'Fendt 724 Vario']));
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Fendt 724 Vario' })).getByRole('button', {
        name: 'Bruk denne',
      }),
    );
    await waitFor(() => expect(names()).toEqual(['Valtra N134', 'Fendt 724 Vario *']));
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Valtra N134' })).getByRole('button', {
        name: 'Fjern',
      }),
    );
    await waitFor(() => expect(names()).toEqual(['Fendt 724 Vario *']));
    expect(sdk.tractors.getSnapshot().tractors).toHaveLength(1);
  });

  it('says when the list is empty, with the way to the part finder', async () => {
    renderAt(guestSdk(), '/my-tractors', <GuestTractorsPage />);

    expect(await screen.findByText(/Du har ingen traktorer ennå/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Finn traktoren din' }).getAttribute('href')).toBe(
      '/parts',
    );
  });

  it('adds the machine an address names (an add posted before the page ran), then drops it', async () => {
    const sdk = guestSdk();
    const resolveSlugs = vi.fn(() =>
      Promise.resolve({
        finder: valtra.finder,
        brand: { ...valtra.brand, finderId: 1 },
        model: { ...valtra.model, brandId: 2, yearFrom: 2015, yearTo: null },
      }),
    );
    sdk.partFinder.resolveSlugs = resolveSlugs as unknown as Sdk['partFinder']['resolveSlugs'];
    renderAt(
      sdk,
      '/my-tractors?finder=traktor&brand=valtra&model=n134&licensePlate=AB12345',
      <GuestTractorsPage />,
      '/my-tractors',
    );

    await waitFor(() => expect(names()).toEqual(['Valtra N134 *']));
    expect(resolveSlugs).toHaveBeenCalledOnce();
    expect(resolveSlugs).toHaveBeenCalledWith({
      finder: 'traktor',
      brand: 'valtra',
      model: 'n134',
    });
    expect(screen.getByText('AB12345')).toBeTruthy();
    // Kept as id, name and slug only.
    expect(sdk.tractors.getSnapshot().tractors[0]?.model).toEqual(valtra.model);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my-tractors'));
  });
});

describe('AddToMyTractors', () => {
  it('adds the machine as the active one, then says it is listed', async () => {
    const sdk = guestSdk([fendt]);
    renderAt(
      sdk,
      '/parts/traktor/valtra/n134',
      <AddToMyTractors {...valtra} licensePlate="ab 12345" />,
    );

    const button = screen.getByRole('button', { name: 'Legg til i Mine traktorer' });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/my-tractors');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'add',
      finder: 'traktor',
      brand: 'valtra',
      model: 'n134',
      licensePlate: 'AB12345',
      redirectTo: '/parts/traktor/valtra/n134',
    });
    fireEvent.click(button);

    expect(await screen.findByText('Valtra N134 er i Mine traktorer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se Mine traktorer' }).getAttribute('href')).toBe(
      '/my-tractors',
    );
    const state = sdk.tractors.getSnapshot();
    expect(state.tractors.map((tractor) => tractor.licensePlate)).toEqual([null, 'AB12345']);
    expect(state.activeId).toBe('guest:3:AB12345');
  });
});

describe('TractorFilterToggle', () => {
  const view = {
    path: '/deler.html',
    query: { page: 2, itemsPerPage: 12, sort: null, term: '', filters: {} },
  };
  const options = { defaultItemsPerPage: 12 };

  it('is not there without an active tractor', async () => {
    renderAt(guestSdk(), '/deler.html', <TractorFilterToggle view={view} queryOptions={options} />);
    await waitFor(() => expect(screen.getByTestId('where')).toBeTruthy());
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('narrows the listing to the active tractor through the address, page 1', async () => {
    renderAt(
      guestSdk([valtra]),
      '/deler.html',
      <TractorFilterToggle view={view} queryOptions={options} />,
    );

    const toggle = await screen.findByRole('switch', {
      name: 'Vis bare deler som passer Valtra N134',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/deler.html?wm_pf_model_id=3'),
    );
  });

  it('turns a narrowed address off, naming "the chosen tractor" when it is not the active one', async () => {
    renderAt(
      guestSdk(),
      '/deler.html',
      <TractorFilterToggle
        view={{ ...view, query: { ...view.query, filters: { wm_pf_model_id: ['9'] } } }}
        queryOptions={options}
      />,
    );

    const toggle = screen.getByRole('switch', {
      name: 'Vis bare deler som passer valgt traktor',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/deler.html'));
  });
});

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk, fitsActiveTractor } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useMyTractors } from './useMyTractors';

const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
const mf = { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' };
const mf6480 = { id: 10, name: '6480', slug: '6480' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function sdkWith(preferenceStorage = createMemoryStorage()) {
  return createSdk({
    endpoint: testEndpoint,
    preferenceStorage,
    logger: { error: () => undefined },
    sessionReactions: false,
  });
}

describe('useMyTractors', () => {
  it('loads a guest’s list from local storage, adds a machine and says what fits it', async () => {
    const storage = createMemoryStorage();
    storage.set(
      'vsf-my-tractors',
      JSON.stringify({
        tractors: [{ finder: traktor, brand: mf, model: mf6480, addedAt: '2026' }],
        activeId: 'guest:10:',
      }),
    );
    const { result } = renderHook(() => useMyTractors(), { wrapper: sdkWrapper(sdkWith(storage)) });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.owner).toBe('guest');
    expect(result.current.activeTractor?.model.name).toBe('6480');
    expect(fitsActiveTractor([{ model: { id: 10 } }], result.current.activeTractor)).toBe(true);

    await act(() =>
      result.current.add(
        { finder: traktor, brand: mf, model: { id: 12, name: '135', slug: '135' } },
        { active: true },
      ),
    );
    expect(result.current.tractors).toHaveLength(2);
    expect(result.current.activeTractor?.model.id).toBe(12);
  });

  it('loads a customer’s list from the account after login, with the guest list merged in', async () => {
    const storage = createMemoryStorage();
    const sdk = sdkWith(storage);
    const added: unknown[] = [];
    // The account's list as the server keeps it.
    let account: unknown[] = [];
    server.use(
      magento.mutation('GenerateCustomerToken', () =>
        HttpResponse.json({
          data: { generateCustomerToken: { token: 'tok', credit_check_approved: null } },
        }),
      ),
      magento.query('Customer', () =>
        HttpResponse.json({ errors: [{ message: 'skip', extensions: { category: 'internal' } }] }),
      ),
      magento.mutation('RevokeCustomerToken', () =>
        HttpResponse.json({ data: { revokeCustomerToken: { result: true } } }),
      ),
      magento.query('MyTractors', () =>
        HttpResponse.json({ data: { customer: { wm_tractors: account } } }),
      ),
      magento.mutation('AddTractors', ({ variables }) => {
        added.push(variables);
        account = [
          {
            id: '7',
            finder: traktor,
            brand: mf,
            model: mf6480,
            license_plate: null,
            nickname: null,
            is_active: true,
            added_at: '2026-01-01T00:00:00.000Z',
          },
        ];
        return HttpResponse.json({ data: { WmAddTractors: account } });
      }),
    );
    const { result } = renderHook(() => useMyTractors(), { wrapper: sdkWrapper(sdk) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.add({ finder: traktor, brand: mf, model: mf6480 }));

    // The session becomes authenticated at login; the hook shows the account's list after the merge.
    sdk.session.hydrate({ status: 'authenticated', customer: null, creditCheckApproved: null });
    await act(() => result.current.mergeGuestList());

    expect(added).toHaveLength(1);
    expect(result.current).toMatchObject({ owner: 'customer', status: 'ready' });
    expect(result.current.tractors.map((tractor) => tractor.id)).toEqual(['7']);
    expect(storage.get('vsf-my-tractors')).toBe(null);
  });

  it('loads a customer’s list once when many components mount the hook together', async () => {
    let listRequests = 0;
    server.use(
      magento.query('MyTractors', () => {
        listRequests += 1;
        return HttpResponse.json({ data: { customer: { wm_tractors: [] } } });
      }),
    );
    const sdk = sdkWith();
    sdk.session.hydrate({ status: 'authenticated', customer: null, creditCheckApproved: null });
    // Every product card asks whether the part fits the active tractor.
    const { result } = renderHook(() => [useMyTractors(), useMyTractors(), useMyTractors()], {
      wrapper: sdkWrapper(sdk),
    });

    await waitFor(() => expect(result.current[2]?.status).toBe('ready'));
    expect(result.current.map((entry) => entry.owner)).toEqual([
      'customer',
      'customer',
      'customer',
    ]);
    expect(listRequests).toBe(1);
  });
});

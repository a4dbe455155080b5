import { SdkError, type Sdk, type SessionState } from '@agri-parts/sdk';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sdkContext } from '../sdk/sdkContext';
import { sessionContext } from '../session/sessionContext';
import {
  addFields,
  customerTractorsAction,
  customerTractorsLoader,
  guestTractorsAction,
  guestTractorsLoader,
  tractorIntent,
} from './myTractorsActions.server';

const customerSession: SessionState = {
  status: 'authenticated',
  customer: {
    firstname: 'Ola',
    lastname: 'Nordmann',
    email: 'ola.nordmann@example.no',
    taxvat: null,
    companyId: null,
    addresses: [],
    defaultBillingId: null,
    defaultShippingId: null,
  } as unknown as SessionState['customer'],
  creditCheckApproved: null,
};
const guestSession: SessionState = { status: 'guest', customer: null, creditCheckApproved: null };

const item = (id: number, name: string, slug: string) => ({ id, name, slug });
const resolved = {
  finder: item(1, 'Traktor', 'traktor'),
  brand: item(2, 'Massey Ferguson', 'massey-ferguson'),
  model: item(3, '6480', '6480'),
};
const list = { tractors: [], activeId: null };

function contextWith(session: SessionState, sdk: Partial<Sdk>) {
  const context = new RouterContextProvider();
  context.set(sdkContext, sdk as Sdk);
  context.set(sessionContext, () => Promise.resolve({ state: session, ended: false }));
  return context;
}

function stubSdk(
  overrides: Partial<Sdk['tractors']> = {},
  resolve: () => Promise<unknown> = vi.fn(() => Promise.resolve(resolved)),
) {
  return {
    tractors: {
      load: vi.fn(() => Promise.resolve(list)),
      add: vi.fn(() => Promise.resolve(list)),
      remove: vi.fn(() => Promise.resolve(list)),
      setActive: vi.fn(() => Promise.resolve(list)),
      ...overrides,
    } as unknown as Sdk['tractors'],
    partFinder: { resolveSlugs: resolve } as unknown as Sdk['partFinder'],
  };
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    const { data, init } = value as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) {
      return { status: (thrown as { init?: { status?: number } }).init?.status, thrown: true };
    }
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}

describe('tractorIntent and addFields', () => {
  it('reads the three intents and nothing else', () => {
    expect(tractorIntent('set-active')).toBe('set-active');
    expect(tractorIntent('remove')).toBe('remove');
    expect(tractorIntent('add')).toBe('add');
    expect(tractorIntent('delete')).toBeNull();
    expect(tractorIntent(null)).toBeNull();
  });

  it('needs all three slugs; the plate is optional', () => {
    const formData = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    expect(addFields(formData({ finder: 'traktor', brand: ' mf ', model: '6480' }))).toEqual({
      finder: 'traktor',
      brand: 'mf',
      model: '6480',
      licensePlate: null,
    });
    expect(
      addFields(formData({ finder: 'traktor', brand: 'mf', model: '6480', licensePlate: 'AB1' })),
    ).toEqual(expect.objectContaining({ licensePlate: 'AB1' }));
    expect(addFields(formData({ finder: 'traktor', brand: 'mf', model: ' ' }))).toBeNull();
  });
});

describe('customerTractorsLoader', () => {
  it('renders the account’s list', async () => {
    const sdk = stubSdk();
    expect(await customerTractorsLoader({ context: contextWith(customerSession, sdk) })).toEqual({
      list,
      loadFailed: false,
    });
  });

  it('renders a failed load as a message, and sends a guest home', async () => {
    const sdk = stubSdk({ load: vi.fn(() => Promise.reject(new SdkError('network', 'down'))) });
    expect(await customerTractorsLoader({ context: contextWith(customerSession, sdk) })).toEqual({
      list: { tractors: [], activeId: null },
      loadFailed: true,
    });
    expect(
      await outcome(() => customerTractorsLoader({ context: contextWith(guestSession, sdk) })),
    ).toEqual({ status: 302, location: '/' });
  });
});

describe('customerTractorsAction', () => {
  const path = '/customer/find-my-tractor';

  it('makes a machine active, or removes one, then goes back with a 303', async () => {
    const sdk = stubSdk();
    const context = contextWith(customerSession, sdk);
    expect(
      await outcome(() =>
        customerTractorsAction({
          request: post(path, { intent: 'set-active', tractorId: '12' }),
          context,
        }),
      ),
    ).toEqual({ status: 303, location: path });
    expect(sdk.tractors.setActive).toHaveBeenCalledWith('12');

    await outcome(() =>
      customerTractorsAction({
        request: post(path, { intent: 'remove', tractorId: '13' }),
        context,
      }),
    );
    expect(sdk.tractors.remove).toHaveBeenCalledWith('13');
  });

  it('adds a machine by its slugs, active, and goes back where it was asked', async () => {
    const sdk = stubSdk();
    const result = await outcome(() =>
      customerTractorsAction({
        request: post(path, {
          intent: 'add',
          finder: 'traktor',
          brand: 'massey-ferguson',
          model: '6480',
          licensePlate: 'AB12345',
          redirectTo: '/parts/traktor/massey-ferguson/6480',
        }),
        context: contextWith(customerSession, sdk),
      }),
    );

    expect(result).toEqual({ status: 303, location: '/parts/traktor/massey-ferguson/6480' });
    expect(sdk.partFinder.resolveSlugs).toHaveBeenCalledWith({
      finder: 'traktor',
      brand: 'massey-ferguson',
      model: '6480',
    });
    expect(sdk.tractors.add).toHaveBeenCalledWith(
      { ...resolved, licensePlate: 'AB12345' },
      { active: true },
    );
  });

  it('never redirects to another site', async () => {
    const result = await outcome(() =>
      customerTractorsAction({
        request: post(path, { intent: 'remove', tractorId: '1', redirectTo: '//evil.example' }),
        context: contextWith(customerSession, stubSdk()),
      }),
    );
    expect(result).toEqual({ status: 303, location: path });
  });

  it('answers 404 for slugs the finder does not know, or a missing id', async () => {
    const sdk = stubSdk(
      {},
      vi.fn(() => Promise.resolve(null)),
    );
    const context = contextWith(customerSession, sdk);
    expect(
      await outcome(() =>
        customerTractorsAction({
          request: post(path, { intent: 'add', finder: 'x', brand: 'y', model: 'z' }),
          context,
        }),
      ),
    ).toEqual({ status: 404, data: { error: 'Fant ikke traktoren.' } });
    expect(
      await outcome(() =>
        customerTractorsAction({ request: post(path, { intent: 'remove' }), context }),
      ),
    ).toEqual({ status: 404, data: { error: 'Fant ikke traktoren.' } });
    expect(sdk.tractors.add).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal, and sends an ended session home', async () => {
    const refused = stubSdk({
      setActive: vi.fn(() =>
        Promise.reject(
          new SdkError('graphql', 'refused', { graphQLErrors: [{ message: 'Nope' }] }),
        ),
      ),
    });
    const result = await outcome(() =>
      customerTractorsAction({
        request: post(path, { intent: 'set-active', tractorId: '9' }),
        context: contextWith(customerSession, refused),
      }),
    );
    expect(result.status).toBe(400);
    expect((result as { data: { error: string } }).data.error).toBe('Nope');

    const expired = stubSdk({
      remove: vi.fn(() => Promise.reject(new SdkError('authorization', 'expired'))),
    });
    expect(
      await outcome(() =>
        customerTractorsAction({
          request: post(path, { intent: 'remove', tractorId: '9' }),
          context: contextWith(customerSession, expired),
        }),
      ),
    ).toEqual({ status: 303, location: '/' });
  });

  it('refuses an unknown intent with a 400', async () => {
    expect(
      await outcome(() =>
        customerTractorsAction({
          request: post(path, { intent: 'wipe' }),
          context: contextWith(customerSession, stubSdk()),
        }),
      ),
    ).toEqual({ status: 400, thrown: true });
  });
});

describe('the guest page', () => {
  it('sends a customer to the account page', async () => {
    expect(
      await outcome(() =>
        guestTractorsLoader({ context: contextWith(customerSession, stubSdk()) }),
      ),
    ).toEqual({ status: 302, location: '/customer/find-my-tractor' });
    expect(await guestTractorsLoader({ context: contextWith(guestSession, stubSdk()) })).toBeNull();
  });

  it('hands a guest’s add posted before hydration to the page, which adds it in the browser', async () => {
    const sdk = stubSdk();
    const result = await outcome(() =>
      guestTractorsAction({
        request: post('/my-tractors', {
          intent: 'add',
          finder: 'traktor',
          brand: 'massey-ferguson',
          model: '6480',
          licensePlate: 'AB12345',
        }),
        context: contextWith(guestSession, sdk),
      }),
    );
    expect(result).toEqual({
      status: 303,
      location: '/my-tractors?finder=traktor&brand=massey-ferguson&model=6480&licensePlate=AB12345',
    });
    expect(sdk.tractors.add).not.toHaveBeenCalled();
  });

  it('adds a customer’s on the server', async () => {
    const sdk = stubSdk();
    const result = await outcome(() =>
      guestTractorsAction({
        request: post('/my-tractors', {
          intent: 'add',
          finder: 'traktor',
          brand: 'massey-ferguson',
          model: '6480',
        }),
        context: contextWith(customerSession, sdk),
      }),
    );
    expect(result).toEqual({ status: 303, location: '/customer/find-my-tractor' });
    expect(sdk.tractors.add).toHaveBeenCalledOnce();
  });
});

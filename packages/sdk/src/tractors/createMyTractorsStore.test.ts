import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport } from '../transport/createTransport';
import { createMyTractorsStore } from './createMyTractorsStore';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
const mf = { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' };
const mf6480 = { id: 10, name: '6480', slug: '6480' };
const mf135 = { id: 12, name: '135', slug: '135' };
const key = 'vsf-my-tractors';

/** A session whose status the test switches. */
function fakeSession(status: SessionState['status'] = 'guest') {
  let state: SessionState =
    status === 'guest' ? guestSessionState : { ...guestSessionState, status };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SessionState['status']) {
      state = { ...state, status: next };
      for (const listener of listeners) listener();
    },
  };
}

function setup(status: SessionState['status'] = 'guest') {
  const session = fakeSession(status);
  const storage = createMemoryStorage();
  const logged: unknown[][] = [];
  const store = createMyTractorsStore({
    transport: createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
    session,
    storage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
    now: () => new Date('2026-11-21T10:00:00.000Z'),
  });
  return { store, session, storage, logged };
}

function row(id: string, model = mf6480, extra: Record<string, unknown> = {}) {
  return {
    id,
    finder: traktor,
    brand: mf,
    model,
    license_plate: null,
    nickname: null,
    is_active: false,
    added_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('createMyTractorsStore', () => {
  describe('as a guest', () => {
    it('keeps the list and the active machine in local storage', async () => {
      const { store, storage } = setup();
      expect(store.getSnapshot()).toMatchObject({ owner: 'guest', status: 'idle', tractors: [] });

      await store.load();
      await store.add({ finder: traktor, brand: mf, model: mf6480, licensePlate: 'ab 123' });
      await store.add({ finder: traktor, brand: mf, model: mf135 });

      expect(store.getSnapshot()).toMatchObject({
        owner: 'guest',
        status: 'ready',
        activeId: 'guest:10:AB123',
        tractors: [
          { id: 'guest:10:AB123', licensePlate: 'AB123', addedAt: '2026-11-21T10:00:00.000Z' },
          { id: 'guest:12:' },
        ],
      });
      expect(JSON.parse(storage.get(key)!)).toMatchObject({ activeId: 'guest:10:AB123' });

      await store.setActive('guest:12:');
      await store.remove('guest:10:AB123');
      expect(store.getSnapshot()).toMatchObject({
        activeId: 'guest:12:',
        tractors: [{ id: 'guest:12:' }],
      });

      await store.remove('guest:12:');
      expect(storage.get(key)).toBe(null);
    });

    it('notifies listeners on each change and keeps the snapshot while nothing changes', async () => {
      const { store } = setup();
      let calls = 0;
      const stop = store.subscribe(() => (calls += 1));

      const before = store.getSnapshot();
      expect(store.getSnapshot()).toBe(before);
      await store.add({ finder: traktor, brand: mf, model: mf6480 });
      stop();
      await store.add({ finder: traktor, brand: mf, model: mf135 });

      expect(calls).toBe(1);
    });

    it('merges nothing while a guest', async () => {
      const { store } = setup();

      await expect(store.mergeGuestList()).resolves.toEqual({ sent: 0 });
    });
  });

  describe('as a customer', () => {
    it('loads, adds, removes and activates through the account', async () => {
      const requests: [string, unknown][] = [];
      server.use(
        magento.query('MyTractors', () => {
          requests.push(['MyTractors', null]);
          return HttpResponse.json({ data: { customer: { wm_tractors: [row('1')] } } });
        }),
        magento.mutation('AddTractors', ({ variables }) => {
          requests.push(['AddTractors', variables]);
          return HttpResponse.json({
            data: { WmAddTractors: [row('1'), row('2', mf135, { is_active: true })] },
          });
        }),
        magento.mutation('SetActiveTractor', ({ variables }) => {
          requests.push(['SetActiveTractor', variables]);
          return HttpResponse.json({
            data: { WmSetActiveTractor: [row('1', mf6480, { is_active: true }), row('2', mf135)] },
          });
        }),
        magento.mutation('RemoveTractor', ({ variables }) => {
          requests.push(['RemoveTractor', variables]);
          return HttpResponse.json({ data: { WmRemoveTractor: [row('2', mf135)] } });
        }),
      );
      const { store, storage } = setup('authenticated');

      await store.load();
      expect(store.getSnapshot()).toMatchObject({
        owner: 'customer',
        status: 'ready',
        activeId: null,
        tractors: [{ id: '1' }],
      });

      await store.add({ finder: traktor, brand: mf, model: mf135, licensePlate: 'AB1' });
      expect(store.getSnapshot().activeId).toBe('2');
      await store.setActive('1');
      expect(store.getSnapshot().activeId).toBe('1');
      await store.remove('1');
      expect(store.getSnapshot()).toMatchObject({ activeId: null, tractors: [{ id: '2' }] });

      expect(requests).toEqual([
        ['MyTractors', null],
        [
          'AddTractors',
          { input: [{ model_id: 12, license_plate: 'AB1', nickname: null, is_active: true }] },
        ],
        ['SetActiveTractor', { id: '1' }],
        ['RemoveTractor', { id: '1' }],
      ]);
      expect(storage.get(key)).toBe(null);
    });

    it('keeps a failed load as an error state, logged', async () => {
      server.use(
        magento.query('MyTractors', () =>
          HttpResponse.json({
            errors: [{ message: 'Boom', extensions: { category: 'internal' } }],
          }),
        ),
      );
      const { store, logged } = setup('authenticated');

      const error = await store.load().catch((caught: unknown) => caught);

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(store.getSnapshot()).toMatchObject({
        status: 'error',
        error: { action: 'load', error },
      });
      expect(logged).toHaveLength(1);
    });

    it('keeps a failed change as an error, the list as it was', async () => {
      server.use(
        magento.query('MyTractors', () =>
          HttpResponse.json({ data: { customer: { wm_tractors: [row('1')] } } }),
        ),
        magento.mutation('RemoveTractor', () =>
          HttpResponse.json({
            errors: [
              { message: 'No such entry', extensions: { category: 'graphql-no-such-entity' } },
            ],
          }),
        ),
      );
      const { store } = setup('authenticated');
      await store.load();

      await expect(store.remove('9')).rejects.toMatchObject({ code: 'graphql' });
      expect(store.getSnapshot()).toMatchObject({
        status: 'ready',
        tractors: [{ id: '1' }],
        error: { action: 'remove' },
      });
    });
  });

  describe('mergeGuestList at login', () => {
    it('sends the guest list in one request and clears it once the account has it', async () => {
      const sent: unknown[] = [];
      server.use(
        magento.mutation('AddTractors', ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              WmAddTractors: [
                row('5'),
                row('6', mf6480, { license_plate: 'AB1' }),
                row('7', mf135, { is_active: true }),
              ],
            },
          });
        }),
      );
      const { store, session, storage } = setup();
      await store.add({ finder: traktor, brand: mf, model: mf6480, licensePlate: 'AB1' });
      await store.add({ finder: traktor, brand: mf, model: mf135 }, { active: true });

      session.set('authenticated');
      expect(store.getSnapshot()).toMatchObject({
        owner: 'customer',
        status: 'idle',
        tractors: [],
      });
      await expect(store.mergeGuestList()).resolves.toEqual({ sent: 2 });

      expect(sent).toEqual([
        {
          input: [
            {
              model_id: 10,
              license_plate: 'AB1',
              nickname: null,
              is_active: false,
              added_at: '2026-11-21T10:00:00.000Z',
            },
            {
              model_id: 12,
              license_plate: null,
              nickname: null,
              is_active: true,
              added_at: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      ]);
      expect(storage.get(key)).toBe(null);
      expect(store.getSnapshot()).toMatchObject({
        owner: 'customer',
        status: 'ready',
        activeId: '7',
        tractors: [{ id: '5' }, { id: '6' }, { id: '7' }],
      });
    });

    it('keeps the guest list when the account refuses, for the next try', async () => {
      let fail = true;
      server.use(
        magento.mutation('AddTractors', () =>
          fail
            ? HttpResponse.error()
            : HttpResponse.json({
                data: { WmAddTractors: [row('5', mf6480, { is_active: true })] },
              }),
        ),
      );
      const { store, session, storage, logged } = setup();
      await store.add({ finder: traktor, brand: mf, model: mf6480 });
      const saved = storage.get(key);
      session.set('authenticated');

      await expect(store.mergeGuestList()).rejects.toMatchObject({ code: 'network' });
      expect(storage.get(key)).toBe(saved);
      expect(store.getSnapshot().error?.action).toBe('merge');
      expect(logged).toHaveLength(1);

      fail = false;
      await expect(store.mergeGuestList()).resolves.toEqual({ sent: 1 });
      expect(storage.get(key)).toBe(null);
      expect(store.getSnapshot()).toMatchObject({ activeId: '5', error: null });
    });

    it('leaves a load dropped for a failed merge to be loaded again', async () => {
      server.use(
        magento.query('MyTractors', () =>
          HttpResponse.json({ data: { customer: { wm_tractors: [row('1')] } } }),
        ),
        magento.mutation('AddTractors', () => HttpResponse.error()),
      );
      const { store, session } = setup();
      await store.add({ finder: traktor, brand: mf, model: mf6480 });
      session.set('authenticated');

      const merging = store.mergeGuestList().catch((error: unknown) => error);
      await store.load();
      expect(store.getSnapshot().status).toBe('loading');
      await merging;

      expect(store.getSnapshot()).toMatchObject({ status: 'idle', error: { action: 'merge' } });
      await store.load();
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', tractors: [{ id: '1' }] });
    });

    it('loads the account’s list when the guest had none', async () => {
      server.use(
        magento.query('MyTractors', () =>
          HttpResponse.json({ data: { customer: { wm_tractors: [row('1')] } } }),
        ),
      );
      const { store } = setup('authenticated');

      await expect(store.mergeGuestList()).resolves.toEqual({ sent: 0 });
      expect(store.getSnapshot().tractors).toHaveLength(1);
    });
  });

  describe('following the session', () => {
    it('switches to the guest’s local list at logout, and drops an answer for the customer', async () => {
      let answer: (() => void) | undefined;
      server.use(
        magento.query(
          'MyTractors',
          () =>
            new Promise<Response>((resolve) => {
              answer = () =>
                resolve(HttpResponse.json({ data: { customer: { wm_tractors: [row('1')] } } }));
            }),
        ),
      );
      const { store, session } = setup('authenticated');

      const loading = store.load();
      await new Promise((resolve) => setTimeout(resolve, 20));
      session.set('guest');
      answer?.();
      await loading;

      expect(store.getSnapshot()).toMatchObject({ owner: 'guest', status: 'idle', tractors: [] });
    });

    it('shows the merge’s list when a load started before it answers after it', async () => {
      let answerLoad: (() => void) | undefined;
      server.use(
        magento.query(
          'MyTractors',
          () =>
            new Promise<Response>((resolve) => {
              answerLoad = () =>
                resolve(HttpResponse.json({ data: { customer: { wm_tractors: [] } } }));
            }),
        ),
        magento.mutation('AddTractors', () =>
          HttpResponse.json({ data: { WmAddTractors: [row('5', mf6480, { is_active: true })] } }),
        ),
      );
      const { store, session } = setup();
      await store.add({ finder: traktor, brand: mf, model: mf6480 });
      session.set('authenticated');

      const loading = store.load();
      await store.mergeGuestList();
      await new Promise((resolve) => setTimeout(resolve, 20));
      answerLoad?.();
      await loading;

      expect(store.getSnapshot()).toMatchObject({ status: 'ready', tractors: [{ id: '5' }] });
    });

    it('ignores session changes that keep the owner', () => {
      const { store, session } = setup('authenticated');
      const before = store.getSnapshot();

      session.set('authenticated');

      expect(store.getSnapshot()).toBe(before);
    });
  });

  it('keeps a customer’s hydrated list when the session turns authenticated after it', () => {
    const { store, session } = setup('guest');
    const hydrated = {
      owner: 'customer' as const,
      status: 'ready' as const,
      tractors: [],
      activeId: null,
      error: null,
    };
    store.hydrate(hydrated);

    session.set('authenticated');

    expect(store.getSnapshot()).toBe(hydrated);
  });

  it('hydrates with a server’s list, which becomes the server snapshot', () => {
    const { store } = setup('authenticated');
    const initial = store.getServerSnapshot();
    const hydrated = {
      owner: 'customer' as const,
      status: 'ready' as const,
      tractors: [],
      activeId: null,
      error: null,
    };

    store.hydrate(hydrated);
    store.hydrate({ ...hydrated, status: 'idle' });

    expect(initial).toMatchObject({ owner: 'customer', status: 'idle' });
    expect(store.getServerSnapshot()).toBe(hydrated);
    expect(store.getSnapshot().status).toBe('idle');
  });
});

import { shopConstants } from '../config/shopConstants';
import {
  AddTractorsDocument,
  MyTractorsDocument,
  RemoveTractorDocument,
  SetActiveTractorDocument,
} from './tractors.generated';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createStore } from '../store/createStore';
import { followSessionOwner, sessionOwner } from '../store/followSessionOwner';
import { shareWhileRunning } from '../store/shareWhileRunning';
import type { Transport } from '../transport/createTransport';
import { createAccountRequests, showTractorList } from './accountRequests';
import { initialTractorsState } from './initialTractorsState';
import {
  addGuestTractor,
  mapTractors,
  parseStoredTractors,
  removeTractor,
  serializeTractors,
  setActiveTractor,
  tractorInputs,
  type TractorInput,
  type TractorList,
} from './tractorRules';

/** An action of {@link MyTractorsStore} that can fail. */
export type MyTractorsAction = 'load' | 'add' | 'remove' | 'set-active' | 'merge';

/**
 * "My tractors" of the shopper.
 * - `owner`: `guest` (the list lives in local storage) or `customer` (in the account), following
 *   the session;
 * - `status`: `idle` until loaded, `loading`, `ready`, or `error` when the load failed;
 * - `tractors`, `activeId`: the list and its active machine;
 * - `error`: the last failed action and what it threw, until the next action succeeds.
 */
export interface MyTractorsState extends TractorList {
  owner: 'guest' | 'customer';
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: { action: MyTractorsAction; error: unknown } | null;
}

/** Options of {@link MyTractorsStore.add}. */
export interface AddTractorOptions {
  /** Make it the active machine; by default when no machine is active. */
  active?: boolean;
}

/** "My tractors" as an observable store (`sdk.tractors`), shaped for `useSyncExternalStore`. */
export interface MyTractorsStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): MyTractorsState;
  /** What a server renders and a browser hydrates with: the first hydrated state, else not loaded. */
  getServerSnapshot(): MyTractorsState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Takes a list a server loaded (the first call also fixes the server snapshot). */
  hydrate(state: MyTractorsState): void;
  /**
   * Loads the list: a guest's from local storage, a customer's from the account
   * (`customer.wm_tractors`).
   *
   * @throws {@link SdkError} when the account's list cannot be loaded (kept as `error`, logged).
   */
  load(): Promise<TractorList>;
  /**
   * Adds a machine (merged into an entry of the same model and plate, never twice).
   *
   * @throws {@link SdkError} when the account refuses (kept as `error`, logged).
   */
  add(input: TractorInput, options?: AddTractorOptions): Promise<TractorList>;
  /**
   * Removes the entry `id`.
   *
   * @throws {@link SdkError} when the account refuses (kept as `error`, logged).
   */
  remove(id: string): Promise<TractorList>;
  /**
   * Makes the entry `id` the active machine; `null` clears the choice.
   *
   * @throws {@link SdkError} when the account refuses (kept as `error`, logged).
   */
  setActive(id: string | null): Promise<TractorList>;
  /**
   * Moves a guest's list into the signed-in customer's account (`sdk.sessionReactions` calls it
   * at a login). Sends the whole local list in one `WmAddTractors` (which merges duplicates) and
   * removes the local list only once the account has it, so nothing is lost: after a failure
   * the local list stays for the next try. Without a local list it loads the account's. Resolves with how many
   * machines were sent.
   *
   * @throws {@link SdkError} when the account refuses (kept as `error`, logged).
   */
  mergeGuestList(): Promise<{ sent: number }>;
}

/** Options of {@link createMyTractorsStore}. */
export interface MyTractorsStoreOptions {
  transport: Transport;
  /** Decides whose list it is (`guest` or `authenticated`); a change of status switches lists. */
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>;
  /** Where a guest's list is kept under `vsf-my-tractors` (local storage in a browser). */
  storage: KeyValueStorage;
  logger: SdkLogger;
  /** The time of a guest's new entry; `new Date()` by default. */
  now?: () => Date;
}

const storageKey = shopConstants.localStorageKeys.myTractors;

/**
 * Creates "My tractors" of one SDK instance (`sdk.tractors`).
 *
 * @example
 * ```ts
 * await sdk.tractors.load();
 * await sdk.tractors.add({ finder, brand, model, licensePlate: 'AB12345' });
 * await sdk.session.login({ email, password });
 * // `sdk.sessionReactions` then does this (call it yourself with the reactions off):
 * await sdk.tractors.mergeGuestList();
 * ```
 */
export function createMyTractorsStore(options: MyTractorsStoreOptions): MyTractorsStore {
  const { transport, session, storage, logger, now = () => new Date() } = options;
  const store = createStore(initialTractorsState(sessionOwner(session)));
  const initialState = store.getSnapshot();
  let renderedState: MyTractorsState | undefined;
  // A change of owner switches lists: the new owner's is to be loaded.
  const owner = followSessionOwner(
    session,
    (next) => store.setState(initialTractorsState(next), true),
    { held: () => store.getSnapshot().owner },
  );
  const inAccount = createAccountRequests(store, owner, logger);
  const isGuest = () => store.getSnapshot().owner === 'guest';
  const guestList = () => parseStoredTractors(storage.get(storageKey));

  function saveGuestList(list: TractorList): TractorList {
    if (list.tractors.length === 0) storage.remove(storageKey);
    else storage.set(storageKey, serializeTractors(list));
    return showTractorList(store, list);
  }

  async function loadAccount(): Promise<TractorList> {
    const { customer } = await transport.request(MyTractorsDocument);
    return mapTractors(customer?.wm_tractors ?? []);
  }

  return {
    getSnapshot: store.getSnapshot,
    getServerSnapshot: () => renderedState ?? initialState,
    subscribe: store.subscribe,
    hydrate(hydrated) {
      renderedState ??= hydrated;
      store.setState(hydrated, true);
    },
    async load() {
      if (isGuest()) return showTractorList(store, guestList());
      store.setState({ status: 'loading' });
      return inAccount('load', loadAccount);
    },
    async add(input, addOptions = {}) {
      if (isGuest()) {
        return saveGuestList(
          addGuestTractor(guestList(), input, { now: now().toISOString(), ...addOptions }),
        );
      }
      const active = addOptions.active ?? store.getSnapshot().activeId === null;
      return inAccount('add', async () => {
        const { WmAddTractors } = await transport.request(AddTractorsDocument, {
          input: [
            {
              model_id: input.model.id,
              license_plate: input.licensePlate ?? null,
              nickname: input.nickname ?? null,
              is_active: active,
            },
          ],
        });
        return mapTractors(WmAddTractors);
      });
    },
    async remove(id) {
      if (isGuest()) return saveGuestList(removeTractor(guestList(), id));
      return inAccount('remove', async () => {
        const { WmRemoveTractor } = await transport.request(RemoveTractorDocument, { id });
        return mapTractors(WmRemoveTractor);
      });
    },
    async setActive(id) {
      if (isGuest()) return saveGuestList(setActiveTractor(guestList(), id));
      return inAccount('set-active', async () => {
        const { WmSetActiveTractor } = await transport.request(SetActiveTractorDocument, { id });
        return mapTractors(WmSetActiveTractor);
      });
    },
    mergeGuestList: shareWhileRunning(async () => {
      if (isGuest()) return { sent: 0 };
      const local = guestList();
      if (local.tractors.length === 0) {
        await inAccount('load', loadAccount);
        return { sent: 0 };
      }
      await inAccount('merge', async () => {
        const { WmAddTractors } = await transport.request(AddTractorsDocument, {
          input: tractorInputs(local),
        });
        // Only now that the account has them.
        storage.remove(storageKey);
        return mapTractors(WmAddTractors);
      });
      return { sent: local.tractors.length };
    }),
  };
}

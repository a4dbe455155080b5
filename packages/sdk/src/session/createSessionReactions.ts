import { cartSessionReaction, type SessionCart } from '../cart/cartSessionReaction';
import type { CartStore } from '../cart/createCartStore';
import type { EventBus } from '../events/createEventBus';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { MyTractorsStore } from '../tractors/createMyTractorsStore';
import { tractorsSessionReaction } from '../tractors/tractorsSessionReaction';
import { wishlistSessionReaction, type SessionWishlist } from '../wishlist/wishlistSessionReaction';
import type { SessionStore } from './createSessionStore';
import type { GuestMergeTarget } from './guestMergeEvents';
import { interruptedActionReaction } from './interruptedActionReaction';
import type { SessionState } from './sessionReducer';

/**
 * What one store does when the session's status has changed to `status` (`before` is the status
 * it reacted to last, `null` the first time). Resolves when done; never rejects.
 */
export type SessionReaction = (
  status: SessionState['status'],
  before: SessionState['status'] | null,
) => Promise<void>;

/** Options of {@link SessionReactions.start}. */
export interface SessionReactionsStartOptions {
  /**
   * Whether the shop has a wish list (`isWishlistEnabled`); `true` by default. While `false` the
   * wish list is left alone, and a later start with `true` catches it up with the session.
   */
  wishlist?: boolean;
}

/**
 * What login and logout do to the cart, the wish list and "My tractors" of one SDK instance
 * (`sdk.sessionReactions`), decided in one place: at a login (or a session that starts signed
 * in) the guest's cart, wish list and tractors move into the account, and an add to cart the end
 * of the previous session interrupted is done again (`session:action-resumed`); at a logout the
 * customer's cart and list give way to the guest's. What the end of a session itself does is
 * `sessionEndReaction`'s rule (`session:ended`). Outcomes are events, for the app to tell the shopper:
 * `session:guest-merged`, `session:guest-merge-failed`. Loading the customer is left to whoever
 * shows it (`useSession`).
 */
export interface SessionReactions {
  /**
   * Reacts to the session now (a page opened signed in merges) and to its every change, until
   * the returned function is called. A store reacts once to each status: starting again (React's
   * effects in strict mode) does not repeat what was done. `createSdk` starts it unless
   * `SdkConfig.sessionReactions` is `false`.
   */
  start(options?: SessionReactionsStartOptions): () => void;
  /** Resolves once every reaction started so far is done (a script awaits the merge so). */
  settled(): Promise<void>;
}

/** What {@link createSessionReactions} reacts to and acts on: the parts of one SDK instance. */
export interface SessionReactionsOptions {
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>;
  cart: SessionCart & Pick<CartStore, 'add'>;
  wishlist: SessionWishlist;
  tractors: Pick<MyTractorsStore, 'mergeGuestList'>;
  /**
   * The preference storage: where "My tractors" keeps a guest's list, and an add to cart the end
   * of a session interrupted waits for the next login.
   */
  tractorStorage: KeyValueStorage;
  /** The clock (milliseconds since 1970) that dates an interrupted action; `Date.now` by default. */
  now?: () => number;
  /** Where the outcomes are emitted. */
  events: EventBus;
}

/**
 * Creates the {@link SessionReactions} of one SDK instance. A session change is reacted to in a
 * microtask, after every store has heard of it (the cart has become idle), and once per status
 * and store, so a burst of changes (a login's state, then its customer) merges once.
 */
export function createSessionReactions(options: SessionReactionsOptions): SessionReactions {
  const { session, events } = options;
  const interrupted = interruptedActionReaction({
    cart: options.cart,
    storage: options.tractorStorage,
    events,
    now: options.now ?? Date.now,
  });
  const mergeCart = cartSessionReaction(options.cart, events);
  const reactions: Record<GuestMergeTarget, SessionReaction> = {
    // What the end of the last session interrupted is added once the guest cart has merged.
    cart: async (status, before) => {
      await mergeCart(status, before);
      if (status === 'authenticated') await interrupted.resume();
    },
    wishlist: wishlistSessionReaction(options.wishlist, events),
    tractors: tractorsSessionReaction(options.tractors, options.tractorStorage, events),
  };
  const reactedTo: Record<GuestMergeTarget, SessionState['status'] | null> = {
    cart: null,
    wishlist: null,
    tractors: null,
  };
  const pending = new Set<Promise<unknown>>();
  let started: { options: SessionReactionsStartOptions; stop: () => void } | null = null;

  function track(work: Promise<unknown>): void {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  function react(): void {
    if (!started) return;
    const state = session.getSnapshot();
    for (const target of Object.keys(reactions) as GuestMergeTarget[]) {
      if (target === 'wishlist' && started.options.wishlist === false) continue;
      const before = reactedTo[target];
      if (before === state.status) continue;
      reactedTo[target] = state.status;
      track(reactions[target](state.status, before));
    }
  }

  const schedule = () => track(Promise.resolve().then(react));

  return {
    start(startOptions = {}) {
      started?.stop();
      const unsubscribeSession = session.subscribe(schedule);
      const stopListening = interrupted.listen();
      const unsubscribe = () => {
        unsubscribeSession();
        stopListening();
      };
      const current = { options: startOptions, stop: unsubscribe };
      started = current;
      schedule();
      return () => {
        if (started !== current) return;
        unsubscribe();
        started = null;
      };
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

import { shopConstants } from '../config/shopConstants';
import type { EventBus } from '../events/createEventBus';
import type { SessionReaction } from '../session/createSessionReactions';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { MyTractorsStore } from './createMyTractorsStore';

/**
 * What a login does to "My tractors" (run by `sdk.sessionReactions`): when the session turns
 * `authenticated` and the guest list in `storage` (`vsf-my-tractors`) has a machine, it is sent
 * into the account (`mergeGuestList()`, one request) and `session:guest-merged` says how many
 * machines went, so a page rendered from the account can be loaded again. A failure emits
 * `session:guest-merge-failed`; the store keeps the local list until the account has it, and the
 * next page load (or login) tries again. One merge at a time.
 */
export function tractorsSessionReaction(
  tractors: Pick<MyTractorsStore, 'mergeGuestList'>,
  storage: KeyValueStorage,
  events: EventBus,
): SessionReaction {
  let merging = false;
  return async (status) => {
    const stored = storage.get(shopConstants.localStorageKeys.myTractors);
    if (status !== 'authenticated' || merging || !stored) return;
    merging = true;
    try {
      const { hasGuestTractors } = await import('../lazy/chunks/hasGuestTractors');
      if (!hasGuestTractors(stored)) return;
      const { sent } = await tractors.mergeGuestList();
      if (sent > 0) events.emit('session:guest-merged', { target: 'tractors', sent });
    } catch (error) {
      // Logged by the store; the local list stays for the next try.
      events.emit('session:guest-merge-failed', { target: 'tractors', error });
    } finally {
      merging = false;
    }
  };
}

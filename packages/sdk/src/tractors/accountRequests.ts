import type { SdkLogger } from '../logging/SdkLogger';
import type { Store } from '../store/createStore';
import type { Generation } from '../store/createGeneration';
import type { MyTractorsAction, MyTractorsState } from './createMyTractorsStore';
import type { TractorList } from './tractorRules';

/** Runs one request on the account's list and shows its answer when it is still the latest. */
export type AccountRequest = (
  action: MyTractorsAction,
  request: () => Promise<TractorList>,
) => Promise<TractorList>;

/**
 * The account requests of one "My tractors" store. The account's changes are numbered: only the
 * answer of the latest change is shown, and a load's answer only when no change was under way or
 * started meanwhile (such as the merge at login), so an older list never replaces a newer one;
 * an answer for a previous owner (`owner` changed generation) is dropped. A failure is logged and
 * kept as the state's `error`.
 */
export function createAccountRequests(
  store: Store<MyTractorsState>,
  owner: Generation,
  logger: SdkLogger,
): AccountRequest {
  let latestChange = 0;
  let changesUnderWay = 0;
  return async (action, request) => {
    const started = owner.current();
    const isLoad = action === 'load';
    const ticket = isLoad ? latestChange : ++latestChange;
    const changesAtStart = changesUnderWay;
    if (!isLoad) changesUnderWay += 1;
    const current = () =>
      owner.isCurrent(started) &&
      ticket === latestChange &&
      (!isLoad || (changesAtStart === 0 && changesUnderWay === 0));
    try {
      const list = await request().finally(() => {
        if (!isLoad) changesUnderWay -= 1;
      });
      return current() ? showTractorList(store, list) : list;
    } catch (error) {
      logger.error(`My tractors: could not ${action.replace('-', ' ')}`, error);
      if (current()) {
        store.setState((state) => ({
          // A load dropped for this change would leave `loading`: back to `idle`, to load again.
          status: isLoad ? 'error' : state.status === 'loading' ? 'idle' : state.status,
          error: { action, error },
        }));
      }
      throw error;
    }
  };
}

/** Shows `list` as the state's, `ready`. */
export function showTractorList(store: Store<MyTractorsState>, list: TractorList): TractorList {
  store.setState({
    tractors: list.tractors,
    activeId: list.activeId,
    status: 'ready',
    error: null,
  });
  return list;
}

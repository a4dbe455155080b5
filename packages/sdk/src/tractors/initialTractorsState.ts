import type { MyTractorsState } from './createMyTractorsStore';
import { emptyTractorList } from './tractorRules';

/**
 * "My tractors" before its first load, for a guest's or a customer's list; also what
 * `sdk.tractors` shows while its code has not loaded yet.
 */
export function initialTractorsState(owner: MyTractorsState['owner']): MyTractorsState {
  return { ...emptyTractorList, owner, status: 'idle', error: null };
}

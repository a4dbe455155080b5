import type { ConfigState } from './configStateReducer';

/** The state before anything was loaded. */
export const initialConfigState: ConfigState = {
  status: 'idle',
  storeConfig: null,
  currency: null,
  countries: null,
  error: null,
  pendingLoads: 0,
};

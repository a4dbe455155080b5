import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/SdkError';
import { configStateReducer, initialConfigState, type ConfigAction } from './configStateReducer';

function run(...actions: ConfigAction[]) {
  return actions.reduce(configStateReducer, initialConfigState);
}

const failure = new SdkError('network', 'offline');

describe('configStateReducer', () => {
  it('stays loading until the last of several loads settles', () => {
    const state = run(
      { type: 'load-started' },
      { type: 'load-started' },
      { type: 'load-succeeded', loaded: { countries: [] } },
    );

    expect(state).toMatchObject({ status: 'loading', pendingLoads: 1, countries: [] });
  });

  it('ends in error when any load of the batch failed, even if a later one succeeded', () => {
    const state = run(
      { type: 'load-started' },
      { type: 'load-started' },
      { type: 'load-failed', error: failure },
      { type: 'load-succeeded', loaded: { currency: null } },
    );

    expect(state).toMatchObject({ status: 'error', error: failure, pendingLoads: 0 });
  });

  it('clears the error when a load starts after everything settled', () => {
    const state = run(
      { type: 'load-started' },
      { type: 'load-failed', error: failure },
      {
        type: 'load-started',
      },
    );

    expect(state).toMatchObject({ status: 'loading', error: null });
  });
});

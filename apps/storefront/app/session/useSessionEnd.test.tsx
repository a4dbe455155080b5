// @vitest-environment jsdom
import { createMemoryStorage, createSdk, type Sdk } from '@agri-parts/sdk';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useSessionEnd } from './useSessionEnd';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Probe({ sdk }: { sdk: Sdk }) {
  useSessionEnd(sdk);
  return (
    <form method="post" action="/customer/logout" onSubmit={(event) => event.preventDefault()}>
      <button type="submit">Logg ut</button>
    </form>
  );
}

/** Renders the hook with a real SDK and catches where it would send the browser. */
function setUp() {
  const sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    fetch: vi.fn(),
    storage: createMemoryStorage(),
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
    sessionReactions: false,
  });
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    pathname: '/checkout/bestilling',
    search: '',
    href: 'http://shop.test/checkout/bestilling',
    assign,
  });
  vi.useFakeTimers();
  const view = render(<Probe sdk={sdk} />);
  const ended = () =>
    sdk.events.emit('session:ended', {
      reason: 'authorization',
      clearKeys: [],
      notice: 'not-authorized',
      loginPrompt: true,
      keepInterruptedAction: true,
    });
  return { assign, ended, view };
}

describe('useSessionEnd', () => {
  it('sends a shopper whose session the API ended to the login page that says so', () => {
    const { assign, ended } = setUp();
    ended();
    vi.runAllTimers();
    expect(assign).toHaveBeenCalledWith(
      '/customer/login?redirectTo=%2Fcheckout%2Fbestilling&sessionEnded=1',
    );
  });

  it('leaves a shopper who logs out on the logout’s way home, whatever requests are refused meanwhile', () => {
    const { assign, ended, view } = setUp();
    view.getByRole('button', { name: 'Logg ut' }).click();
    ended();
    vi.runAllTimers();
    expect(assign).not.toHaveBeenCalled();
  });
});

import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSdk } from '../testing/createTestSdk';
import { SdkProvider, useSdk } from './SdkProvider';

afterEach(cleanup);

function StoreEndpointUser() {
  useSdk();
  return <p>has sdk</p>;
}

describe('SdkProvider and useSdk', () => {
  it('gives the hooks below the instance passed in', () => {
    const sdk = createTestSdk();

    const { result } = renderHook(() => useSdk(), {
      wrapper: ({ children }) => <SdkProvider sdk={sdk}>{children}</SdkProvider>,
    });

    expect(result.current).toBe(sdk);
  });

  it('renders its children', () => {
    render(
      <SdkProvider sdk={createTestSdk()}>
        <StoreEndpointUser />
      </SdkProvider>,
    );

    expect(screen.getByText('has sdk')).toBeDefined();
  });

  it('throws an error that says to wrap the tree in <SdkProvider> when there is none', () => {
    // React reports the render error on the console as well; keep the test output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useSdk())).toThrow(/wrap the tree in <SdkProvider/);

    consoleError.mockRestore();
  });
});

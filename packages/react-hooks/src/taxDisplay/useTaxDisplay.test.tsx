import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SdkProvider } from '../sdk/SdkProvider';
import { testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useTaxDisplay } from './useTaxDisplay';

afterEach(cleanup);

function sdkWithSaved(saved: string | null) {
  const preferenceStorage = createMemoryStorage();
  if (saved !== null) preferenceStorage.set('taxOff', saved);
  return { sdk: createSdk({ endpoint: testEndpoint, preferenceStorage }), preferenceStorage };
}

describe('useTaxDisplay', () => {
  it('follows the store: initialised from the saved value, toggled and saved', () => {
    const { sdk, preferenceStorage } = sdkWithSaved('false');
    const { result } = renderHook(() => useTaxDisplay(), { wrapper: sdkWrapper(sdk) });
    expect(result.current).toMatchObject({ taxOff: true, initialised: false });

    act(() => result.current.initialise({ catalogDisplayTax: 1 }));
    expect(result.current).toMatchObject({ taxOff: false, showIncludingTax: true });

    act(() => result.current.toggle());
    expect(result.current.taxOff).toBe(true);
    expect(preferenceStorage.get('taxOff')).toBe('true');
  });

  it('keeps its actions stable across renders', () => {
    const { sdk } = sdkWithSaved(null);
    const { result, rerender } = renderHook(() => useTaxDisplay(), { wrapper: sdkWrapper(sdk) });
    const { toggle, setTaxOff } = result.current;

    act(() => setTaxOff(false));
    rerender();

    expect(result.current.toggle).toBe(toggle);
    expect(result.current.setTaxOff).toBe(setTaxOff);
  });

  it('renders the header’s default on the server when the store was not initialised', () => {
    const { sdk } = sdkWithSaved('false');
    function Label() {
      return <span>{useTaxDisplay().showIncludingTax ? 'inkl. mva' : 'eks. mva'}</span>;
    }

    const html = renderToString(
      <SdkProvider sdk={sdk}>
        <Label />
      </SdkProvider>,
    );

    expect(html).toContain('eks. mva');
  });

  it('renders the initialised choice on the server, as a server that read the cookie does', () => {
    const { sdk } = sdkWithSaved('false');
    sdk.taxDisplay.initialise();
    function Label() {
      return <span>{useTaxDisplay().showIncludingTax ? 'inkl. mva' : 'eks. mva'}</span>;
    }

    const html = renderToString(
      <SdkProvider sdk={sdk}>
        <Label />
      </SdkProvider>,
    );

    expect(html).toContain('inkl. mva');
  });
});

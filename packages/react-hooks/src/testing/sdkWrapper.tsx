import type { Sdk } from '@agri-parts/sdk';
import type { ReactNode } from 'react';
import { SdkProvider } from '../sdk/SdkProvider';
import { createTestSdk } from './createTestSdk';

/**
 * A Testing Library `wrapper` that provides one SDK instance (a fresh test SDK by default) for
 * every render of the test, re-renders included.
 */
export function sdkWrapper(sdk: Sdk = createTestSdk()) {
  return function SdkWrapper({ children }: { children: ReactNode }) {
    return <SdkProvider sdk={sdk}>{children}</SdkProvider>;
  };
}

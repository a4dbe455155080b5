import type { Sdk } from '@agri-parts/sdk';
import { createContext, useContext, type ReactNode } from 'react';

const SdkContext = createContext<Sdk | null>(null);

/** Props of {@link SdkProvider}. */
export interface SdkProviderProps {
  /** The SDK instance the hooks below use: one per server request, one in the browser. */
  sdk: Sdk;
  children?: ReactNode;
}

/**
 * Makes one SDK instance available to the hooks in its tree.
 *
 * @example
 * ```tsx
 * const sdk = createSdk({ endpoint: `${location.origin}/graphql` });
 * root.render(
 *   <SdkProvider sdk={sdk}>
 *     <App />
 *   </SdkProvider>,
 * );
 * ```
 */
export function SdkProvider({ sdk, children }: SdkProviderProps) {
  return <SdkContext value={sdk}>{children}</SdkContext>;
}

/**
 * The SDK instance of the nearest {@link SdkProvider}.
 *
 * @throws An `Error` when there is no `SdkProvider` above: the tree must be wrapped in one.
 */
export function useSdk(): Sdk {
  const sdk = useContext(SdkContext);
  if (!sdk) {
    throw new Error(
      'useSdk found no SDK: wrap the tree in <SdkProvider sdk={createSdk(...)}> before using the @agri-parts/react-hooks hooks.',
    );
  }
  return sdk;
}

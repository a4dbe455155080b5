import type { Sdk, StoreConfig } from '@agri-parts/sdk';
import { createContext } from 'react-router';

/** The SDK instance of the current server request, set by {@link sdkMiddleware}. */
export const sdkContext = createContext<Sdk>();

/**
 * The store config of the current server request: loaded on first call and shared by every loader
 * of the request; `null` when it could not be loaded (the SDK logged why).
 */
export const storeConfigContext = createContext<() => Promise<StoreConfig | null>>();

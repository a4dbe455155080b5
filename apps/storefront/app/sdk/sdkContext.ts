import type { Sdk } from '@agri-parts/sdk';
import { createContext } from 'react-router';

/** The SDK instance of the current server request, set by {@link sdkMiddleware}. */
export const sdkContext = createContext<Sdk>();

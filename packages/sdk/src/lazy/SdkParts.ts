import type { EventBus } from '../events/createEventBus';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';

/** What one SDK instance's lazily created stores and services are made with (see `createSdk`). */
export interface SdkParts {
  transport: Transport;
  /** Never sends the customer token (reads a guest cart after a login). */
  guestTransport: Transport;
  session: SessionStore;
  events: EventBus;
  /** The SDK's storage: cart id, wish list code and the other `vsf-` keys. */
  storage: KeyValueStorage;
  /** The shopper's preferences (local storage in a browser): "My tractors" of a guest. */
  preferenceStorage: KeyValueStorage;
  logger: SdkLogger;
}

/**
 * A synchronous string key-value store: the one interface every storage adapter of the SDK
 * implements (cookies, local storage, memory), so services take a storage without knowing which.
 *
 * Embedders may pass their own implementation, for example a token store that keeps the customer
 * token in an httpOnly cookie written by their server, out of reach of page JavaScript.
 */
export interface KeyValueStorage {
  /** The value stored under `key`, or `null` when there is none. */
  get(key: string): string | null;
  /** Stores `value` under `key`, replacing any earlier value. */
  set(key: string, value: string): void;
  /** Removes `key`; removing a key that is not there does nothing. */
  remove(key: string): void;
}

/**
 * Where the SDK reports failures it handles itself (such as a store config that failed to load,
 * which the spec keeps out of sight of the shopper). `console` fits; so does any logger with an
 * `error` method.
 */
export interface SdkLogger {
  /** Reports a handled failure: a short description and what was thrown. */
  error(message: string, error: unknown): void;
}

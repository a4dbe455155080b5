/**
 * Wraps an operation so that calls made while one runs get that run's promise instead of starting
 * another. Used for the guest merges at login: `sdk.sessionReactions` starts them, and an embedder
 * that also calls `mergeGuestCart()` right after `login()` must not merge the same guest cart twice.
 */
export function shareWhileRunning<T>(operation: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    if (!running) {
      const current = operation().finally(() => {
        if (running === current) running = null;
      });
      running = current;
    }
    return running;
  };
}

/**
 * A value made on first use by an asynchronous `load` (a dynamic `import()` and a factory), shared
 * by every caller; a failed load (a chunk the network lost) is forgotten, so the next use tries
 * again.
 */
export function lazyModule<T>(load: () => Promise<T>): {
  /** The value, loading it on the first call. */
  get(): Promise<T>;
  /** The value once loaded; `undefined` before. */
  current(): T | undefined;
} {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get() {
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => value,
  };
}

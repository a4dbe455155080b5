/** Spec §9: after a code chunk fails to load, reload the page at most once per this many ms. */
export const RELOAD_GUARD_MS = 60_000;

/** Session storage key holding when the page last reloaded for a failed chunk (epoch ms). */
export const CHUNK_RELOAD_STORAGE_KEY = 'vsf-chunk-reload-at';

/**
 * What browsers say when a script chunk cannot be loaded: Chromium, Firefox, Safari, and Vite's
 * own message for a stylesheet it could not preload.
 */
const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error (or rejection reason) says a code chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error
          ? String((error as { message: unknown }).message)
          : '';
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Reads the stored time of the last reload: a whole, non-negative number of milliseconds, or
 * `null` for nothing stored or anything else (so a damaged value never blocks a reload forever).
 */
export function parseReloadStamp(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The guard's rule: reload when the page has not reloaded for a failed chunk yet, or the last
 * such reload is at least `guardMs` ago. A time in the future (the clock was set back) does not
 * count, so it cannot block reloads until the clock catches up.
 */
export function mayReloadForChunkFailure(
  now: number,
  lastReloadAt: number | null,
  guardMs: number = RELOAD_GUARD_MS,
): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= guardMs;
}

/** What {@link reloadForChunkFailure} needs from the browser; tests pass their own. */
export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page for a failed chunk when the guard allows it, stamping the time first; returns
 * whether it reloads. Without a session storage that takes the stamp it does not reload: it could
 * not stop the next failure from reloading again, in a loop.
 */
export function reloadForChunkFailure({ storage, now, reload }: ChunkReloadEnvironment): boolean {
  if (!storage) return false;
  const time = now();
  try {
    if (
      !mayReloadForChunkFailure(time, parseReloadStamp(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)))
    )
      return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(time));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Listens for code chunks that fail to load — Vite's `vite:preloadError` (a lazy component's
 * chunk or one it needs, e.g. the cart sidebar) and unhandled rejections with a chunk-load error —
 * and reloads the page, at most once per {@link RELOAD_GUARD_MS}: after a deploy the old chunk
 * names are gone, and the reloaded page asks for the new ones. Within the guard the error goes on
 * to the error boundary as usual. Returns a function that stops listening.
 */
export function installChunkReloadGuard(win: Window): () => void {
  const environment = (): ChunkReloadEnvironment => ({
    storage: sessionStorageOf(win),
    now: () => Date.now(),
    reload: () => win.location.reload(),
  });
  const onPreloadError = (event: Event) => {
    if (reloadForChunkFailure(environment())) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadForChunkFailure(environment())) {
      event.preventDefault();
    }
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return null;
  }
}

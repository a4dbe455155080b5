import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  mayReloadForChunkFailure,
  parseReloadStamp,
  RELOAD_GUARD_MS,
  reloadForChunkFailure,
} from './chunkReloadGuard';

describe('mayReloadForChunkFailure', () => {
  const now = 1_800_000_000_000;

  it('is 60 seconds by the spec', () => {
    expect(RELOAD_GUARD_MS).toBe(60_000);
  });

  it.each([
    ['never reloaded', null, true],
    ['reloaded just now', now, false],
    ['reloaded 1 ms ago', now - 1, false],
    ['reloaded 59 999 ms ago', now - 59_999, false],
    ['reloaded exactly 60 s ago', now - 60_000, true],
    ['reloaded 60 001 ms ago', now - 60_001, true],
    ['reloaded an hour ago', now - 3_600_000, true],
    ['reloaded at time 0', 0, true],
    ['stamp 1 ms in the future (clock set back)', now + 1, true],
    ['stamp a day in the future', now + 86_400_000, true],
  ])('%s → %s', (_case, last, expected) => {
    expect(mayReloadForChunkFailure(now, last)).toBe(expected);
  });

  it('takes another guard', () => {
    expect(mayReloadForChunkFailure(1000, 500, 500)).toBe(true);
    expect(mayReloadForChunkFailure(1000, 501, 500)).toBe(false);
    expect(mayReloadForChunkFailure(1000, 1000, 0)).toBe(true);
  });
});

describe('parseReloadStamp', () => {
  it.each([
    [null, null],
    ['', null],
    ['1800000000000', 1_800_000_000_000],
    ['0', 0],
    ['-5', null],
    ['12.5', null],
    ['1e12', null],
    [' 12', null],
    ['abc', null],
    ['9999999999999999', null],
  ])('%j → %j', (raw, expected) => {
    expect(parseReloadStamp(raw)).toBe(expected);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [
      new TypeError(
        'Failed to fetch dynamically imported module: http://shop/assets/CartSidebar-x.js',
      ),
      true,
    ],
    [new TypeError('error loading dynamically imported module: http://shop/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    ['Failed to fetch dynamically imported module: /a.js', true],
    [{ message: 'Importing a module script failed.' }, true],
    [new TypeError('Failed to fetch'), false],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
    [undefined, false],
    [42, false],
    [{}, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('reloadForChunkFailure', () => {
  it('reloads once, stamping the time, and not again within 60 s; again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let time = 1_000_000;
    const environment = { storage, now: () => time, reload };

    expect(reloadForChunkFailure(environment)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    time += 59_999;
    expect(reloadForChunkFailure(environment)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    time += 1;
    expect(reloadForChunkFailure(environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1060000');
  });

  it('reloads over a damaged stamp', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'garbage' });
    const reload = vi.fn();
    expect(reloadForChunkFailure({ storage, now: () => 5, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload without a storage that keeps the stamp (it could loop)', () => {
    const reload = vi.fn();
    expect(reloadForChunkFailure({ storage: null, now: () => 5, reload })).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(reloadForChunkFailure({ storage: full, now: () => 5, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReloadGuard', () => {
  const sessionStorage = memoryStorage();
  afterEach(() => {
    sessionStorage.values.clear();
  });

  function fakeWindow() {
    const target = new EventTarget();
    const reload = vi.fn();
    return {
      win: Object.assign(target, { sessionStorage, location: { reload } }) as unknown as Window,
      reload,
    };
  }

  it('reloads on vite:preloadError once per guard and cancels the event it handles', () => {
    const { win, reload } = fakeWindow();
    const stop = installChunkReloadGuard(win);

    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);
    expect(parseReloadStamp(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))).not.toBeNull();

    // Within the guard the error is left to the page's error handling.
    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);

    stop();
    sessionStorage.values.clear();
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads on an unhandled chunk-load rejection, not on other rejections', () => {
    const { win, reload } = fakeWindow();
    const stop = installChunkReloadGuard(win);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true });
      return Object.assign(event, { reason, promise: Promise.resolve() });
    };

    win.dispatchEvent(rejection(new Error('Network down')));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(
      rejection(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    );
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { prefetchablePaths, routeModuleFiles, type PageLink } from './idleRoutePrefetch';
import { PREFETCH_IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

const view = { origin: 'https://shop.test', pathname: '/', width: 1280, height: 800 };
const onScreen = { top: 100, left: 100, bottom: 120, right: 200, width: 100, height: 20 };
const link = (href: string, changes: Partial<PageLink> = {}): PageLink => ({
  href,
  target: '',
  download: false,
  rect: onScreen,
  ...changes,
});

describe('prefetchablePaths', () => {
  it('keeps same-origin links on screen, each path once, in page order', () => {
    expect(
      prefetchablePaths(
        [
          link('https://shop.test/deler/filter.html'),
          link('https://shop.test/search?term=olje'),
          link('https://shop.test/deler/filter.html#top'),
          link('https://shop.test/aktuelt', { target: '_self' }),
        ],
        view,
      ),
    ).toEqual(['/deler/filter.html', '/search', '/aktuelt']);
  });

  it('leaves out other sites, new tabs, downloads, the page itself and odd addresses', () => {
    expect(
      prefetchablePaths(
        [
          link('https://other.test/deler'),
          link('http://shop.test/deler'),
          link('https://shop.test/deler', { target: '_blank' }),
          link('https://shop.test/faktura.pdf', { download: true }),
          link('https://shop.test/'),
          link('https://shop.test/?page=2'),
          link('mailto:post@shop.test'),
          link('tel:+4712345678'),
          link('not a url'),
        ],
        view,
      ),
    ).toEqual([]);
  });

  it('leaves out links off screen or not laid out', () => {
    const at = (rect: Partial<PageLink['rect']>) =>
      link(`https://shop.test/${JSON.stringify(rect).length}`, { rect: { ...onScreen, ...rect } });
    expect(
      prefetchablePaths(
        [
          at({ top: 900, bottom: 920 }), // below the fold
          at({ top: -50, bottom: 0 }), // scrolled past
          at({ left: 1280, right: 1380 }), // right of the viewport
          at({ left: -100, right: 0 }), // left of it
          at({ width: 0, height: 0 }), // hidden (display: none)
        ],
        view,
      ),
    ).toEqual([]);
    expect(
      prefetchablePaths(
        [link('https://shop.test/a', { rect: { ...onScreen, top: 799, bottom: 900 } })],
        view,
      ),
    ).toEqual(['/a']);
  });
});

describe('routeModuleFiles', () => {
  const manifest = {
    root: { module: '/assets/root.js', imports: ['/assets/chunk-a.js'] },
    catchAll: {
      module: '/assets/catchAll.js',
      imports: ['/assets/chunk-a.js', '/assets/Product.js'],
    },
    search: { module: '/assets/search.js' },
  };

  it('lists the modules and imports of routes not loaded yet, each once', () => {
    expect(
      routeModuleFiles(['root', 'catchAll', 'root', 'search'], manifest, new Set(['root'])),
    ).toEqual([
      '/assets/catchAll.js',
      '/assets/chunk-a.js',
      '/assets/Product.js',
      '/assets/search.js',
    ]);
  });

  it('skips routes the manifest does not know (not discovered yet)', () => {
    expect(routeModuleFiles(['unknown'], manifest, new Set())).toEqual([]);
  });
});

describe('whenIdle', () => {
  it('asks requestIdleCallback with the 2 s timeout and can cancel', () => {
    const requestIdleCallback = vi.fn<(callback: IdleRequestCallback) => number>(() => 7);
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = whenIdle(callback, {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
    } as never);

    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout without requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      whenIdle(callback, { setTimeout, clearTimeout } as never);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledOnce();

      const cancelled = vi.fn();
      whenIdle(cancelled, { setTimeout, clearTimeout } as never)();
      vi.advanceTimersByTime(10);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

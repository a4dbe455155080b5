// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerServiceWorker, serviceWorkerUrl } from './registerServiceWorker';

function fakeServiceWorkers(register: (url: string, options: object) => Promise<unknown>) {
  const container = { register: vi.fn(register) };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole shop in a production build once the page has loaded', () => {
    const container = fakeServiceWorkers(() => Promise.resolve({}));
    registerServiceWorker({ production: true });
    expect(document.readyState).toBe('complete');
    expect(container.register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' });
    expect(serviceWorkerUrl).toBe('/sw.js');
  });

  it('registers nothing outside production (development, unit tests)', () => {
    const container = fakeServiceWorkers(() => Promise.resolve({}));
    registerServiceWorker({ production: false });
    registerServiceWorker();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('leaves a browser without service workers alone', () => {
    expect(() => registerServiceWorker({ production: true })).not.toThrow();
  });

  it('only warns when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServiceWorkers(() => Promise.reject(new Error('blocked')));
    registerServiceWorker({ production: true });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('service worker');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { lazyService } from './lazyService';

interface Greeter {
  greet(name: string): Promise<string>;
  names(): AsyncGenerator<string>;
}

function greeter(): Greeter {
  return {
    greet: async (name) => `Hei, ${name}`,
    async *names() {
      yield 'Ola';
      yield 'Kari';
    },
  };
}

describe('lazyService', () => {
  it('loads nothing until the first call, then once for every caller', async () => {
    const load = vi.fn(async () => greeter());
    const service = lazyService(load, ['names']);
    expect(load).not.toHaveBeenCalled();

    const answers = await Promise.all([service.greet('Ola'), service.greet('Kari')]);

    expect(answers).toEqual(['Hei, Ola', 'Hei, Kari']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await service.greet('Per')).toBe('Hei, Per');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to load again after a failed load (a chunk the network lost)', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter());
    const service = lazyService(load);

    await expect(service.greet('Ola')).rejects.toThrow(/dynamically imported/);
    await expect(service.greet('Ola')).resolves.toBe('Hei, Ola');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forwards an async generator method as one', async () => {
    const service = lazyService(async () => greeter(), ['names']);
    const names: string[] = [];
    for await (const name of service.names()) names.push(name);
    expect(names).toEqual(['Ola', 'Kari']);
  });

  it('is not a promise itself, and keeps a method put in its place (a test spy)', async () => {
    const service = lazyService(async () => greeter());
    expect(await Promise.resolve(service)).toBe(service);
    expect(String({}.toString.call(service))).toBe('[object Object]');

    const spy = vi.spyOn(service, 'greet').mockResolvedValue('spied');
    expect(await service.greet('Ola')).toBe('spied');
    expect(spy).toHaveBeenCalledWith('Ola');
  });

  it('says which method the service lacks', async () => {
    const service = lazyService(async () => greeter()) as Greeter & { wave(): Promise<void> };
    await expect(service.wave()).rejects.toThrow('The SDK service has no method wave');
  });
});

import { lazyModule } from './lazyModule';

/**
 * A service whose code loads on its first call: every method is forwarded to the service `load`
 * makes (once, shared), so a bundle splits the service's code — its documents, mappers and rules —
 * out of every page that never calls it. Only for services whose methods all return a promise,
 * except those named in `generators`, which return an async generator.
 *
 * @param load - Imports the service's module and creates it, such as
 * `() => import('./cms/createCmsService').then((m) => m.createCmsService(transport))`.
 * @param generators - Methods that return an `AsyncGenerator` (forwarded as one).
 */
export function lazyService<TService extends object>(
  load: () => Promise<TService>,
  generators: readonly (keyof TService & string)[] = [],
): TService {
  const service = lazyModule(load);
  const methods: Record<string, unknown> = {};
  const handler: ProxyHandler<Record<string, unknown>> = {
    // A method is an own property once asked for, so `vi.spyOn(sdk.cms, 'getPage')` can replace it.
    getOwnPropertyDescriptor(target, property) {
      handler.get!(target, property, target);
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
    get(target, property) {
      // Not a promise-like (`await sdk.cms` must not call anything), and no symbols (inspect).
      if (typeof property === 'symbol' || property === 'then') return undefined;
      // Own forwarders (or what a test put in their place), and what every object has.
      if (Object.hasOwn(target, property) || property in Object.prototype) {
        return Reflect.get(target, property);
      }
      const forward = generators.includes(property as keyof TService & string)
        ? async function* (...args: unknown[]) {
            const real = (await service.get()) as Record<string, (...a: unknown[]) => unknown>;
            yield* real[property]!(...args) as AsyncGenerator<unknown>;
          }
        : async (...args: unknown[]) => {
            const real = (await service.get()) as Record<string, (...a: unknown[]) => unknown>;
            const method = real[property];
            if (typeof method !== 'function') {
              throw new TypeError(`The SDK service has no method ${property}`);
            }
            return method.apply(real, args);
          };
      target[property] = forward;
      return forward;
    },
  };
  return new Proxy(methods, handler) as TService;
}

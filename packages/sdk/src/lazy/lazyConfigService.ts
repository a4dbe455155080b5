import type { ConfigService } from '../config/createConfigService';
import { initialConfigState } from '../config/initialConfigState';
import type { SdkLogger } from '../logging/SdkLogger';
import type { Transport } from '../transport/createTransport';
import { forwardMethods, lazyStore } from './lazyStore';

/** `sdk.config`: store config, currency and countries, their code loaded with the first call. */
export function lazyConfigService(transport: Transport, logger: SdkLogger): ConfigService {
  const configStore = lazyStore(
    () =>
      import('./chunks/createConfigService').then((m) => m.createConfigService(transport, logger)),
    {
      initialState: () => initialConfigState,
      loadMethods: ['loadStoreConfig', 'loadCurrency', 'loadCountries', 'getCountry'],
    },
  );
  return {
    getSnapshot: configStore.getSnapshot,
    subscribe: configStore.subscribe,
    ...forwardMethods(configStore, [
      'loadStoreConfig',
      'loadCurrency',
      'loadCountries',
      'getCountry',
    ]),
  };
}

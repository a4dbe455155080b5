import { DEVELOPMENT_SECRET, readProviderConfig } from './config.js';
import { startProviderServer } from './createProviderServer.js';

const config = readProviderConfig();
if (config.secret === DEVELOPMENT_SECRET && process.env.NODE_ENV === 'production') {
  console.warn(
    '[payment-provider] PAYMENT_PROVIDER_SECRET is not set: using the development secret.',
  );
}
const provider = await startProviderServer(config);
console.log(
  `[payment-provider] Payment provider ready at ${provider.url} (hosted form for ${config.shopOrigins.join(', ')})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}

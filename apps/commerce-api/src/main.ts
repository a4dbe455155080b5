import { readConfig } from './config.js';
import { createCommerceApi } from './createCommerceApi.js';

const log = (message: string) => console.log(`[commerce-api] ${message}`);

const config = readConfig();
log(
  config.database.kind === 'postgres'
    ? 'Using PostgreSQL from DATABASE_URL'
    : `Using the embedded database in ${config.database.dataDir}`,
);
log(
  config.vehicleRegistry.svvApiKey
    ? `Licence plates are looked up at Statens vegvesen (${config.vehicleRegistry.svvUrl})`
    : 'Licence plates are looked up in the seeded demo registry (set SVV_API_KEY for Statens vegvesen)',
);
const api = await createCommerceApi({ config, log });
const url = await api.listen();
log(
  config.graphiql === false
    ? `GraphQL API ready at ${url}`
    : `GraphQL API ready at ${url} (try it at ${config.publicUrl}/graphql)`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log('Shutting down…');
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

// Starts the whole shop from the production builds: the simulated payment provider on its own
// origin, commerce-api (it seeds its embedded database on the first run), then the storefront
// pointed at both. Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '4000';
const storefrontPort = process.env.PORT ?? '3000';
const graphqlUrl = process.env.MAGENTO_GRAPHQL_URL ?? `http://localhost:${apiPort}/graphql`;
const useOwnApi = !process.env.MAGENTO_GRAPHQL_URL;
// Card data goes to the provider only (docs/payments.md): its own port, hence its own origin.
const providerPort = process.env.PAYMENT_PROVIDER_PORT ?? '4100';
const paymentProviderUrl = process.env.PAYMENT_PROVIDER_URL ?? `http://localhost:${providerPort}`;
const useOwnProvider = !process.env.PAYMENT_PROVIDER_URL;
// A fresh secret per start for the provider and commerce-api, unless one is configured.
const paymentSecret = process.env.PAYMENT_PROVIDER_SECRET ?? randomBytes(24).toString('hex');

const children = new Set();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}

/** Runs `node <script>` with output passed through; resolves when a line contains `readyText`. */
function start(name, script, env, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes(readyText)) resolve(child);
    });
    child.on('exit', (code) => {
      children.delete(child);
      if (!stopping) {
        console.error(`${name} stopped (exit code ${code}); stopping the shop.`);
        stopAll(code || 1);
      }
      reject(new Error(`${name} exited`));
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

try {
  if (useOwnProvider) {
    await start(
      'payment-provider',
      'apps/payment-provider/dist/main.js',
      {
        PORT: providerPort,
        STOREFRONT_ORIGIN: `http://localhost:${storefrontPort},http://127.0.0.1:${storefrontPort}`,
        PAYMENT_PROVIDER_SECRET: paymentSecret,
      },
      'Payment provider ready',
    );
  }
  if (useOwnApi) {
    await start(
      'commerce-api',
      'apps/commerce-api/dist/main.js',
      {
        PORT: apiPort,
        STOREFRONT_ORIGIN: `http://localhost:${storefrontPort}`,
        // Links in mails (password reset) point at this storefront.
        STOREFRONT_URL: `http://localhost:${storefrontPort}`,
        PAYMENT_PROVIDER_URL: paymentProviderUrl,
        PAYMENT_PROVIDER_SECRET: paymentSecret,
      },
      'GraphQL API ready',
    );
  }
  await start(
    'storefront',
    'apps/storefront/dist/main.js',
    {
      NODE_ENV: 'production',
      PORT: storefrontPort,
      MAGENTO_GRAPHQL_URL: graphqlUrl,
      PAYMENT_PROVIDER_URL: paymentProviderUrl,
    },
    'Agri Deler storefront',
  );
  console.log(`\nThe shop is running: open http://localhost:${storefrontPort} (Ctrl+C stops it)\n`);
} catch {
  // The exit handler above has reported which process failed.
}

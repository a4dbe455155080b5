// Starts the whole shop from the production builds: commerce-api first (it seeds its embedded
// database on the first run), then the storefront pointed at it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '4000';
const storefrontPort = process.env.PORT ?? '3000';
const graphqlUrl = process.env.MAGENTO_GRAPHQL_URL ?? `http://localhost:${apiPort}/graphql`;
const useOwnApi = !process.env.MAGENTO_GRAPHQL_URL;

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
  if (useOwnApi) {
    await start(
      'commerce-api',
      'apps/commerce-api/dist/main.js',
      {
        PORT: apiPort,
        STOREFRONT_ORIGIN: `http://localhost:${storefrontPort}`,
        // Links in mails (password reset) point at this storefront.
        STOREFRONT_URL: `http://localhost:${storefrontPort}`,
      },
      'GraphQL API ready',
    );
  }
  await start(
    'storefront',
    'apps/storefront/dist/main.js',
    { NODE_ENV: 'production', PORT: storefrontPort, MAGENTO_GRAPHQL_URL: graphqlUrl },
    'Agri Deler storefront',
  );
  console.log(`\nThe shop is running: open http://localhost:${storefrontPort} (Ctrl+C stops it)\n`);
} catch {
  // The exit handler above has reported which process failed.
}

// The production topology on one machine, from the production builds (`npm run start:edge`
// builds first): commerce-api (one process on the embedded database; API_PROCESSES on
// PostgreSQL), STOREFRONT_PROCESSES storefront processes, and nginx in front with TLS, HTTP/2,
// brotli/gzip, the build's assets and a short page cache. nginx runs in the foreground with a
// configuration generated here from the storefront's own rules (apps/storefront/dist/edge.js),
// its files under EDGE_DATA_DIR (.data/edge). Ctrl+C stops everything. See docs/edge.md.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;

const httpsPort = port('EDGE_HTTPS_PORT', 8443);
const httpPort = env.EDGE_HTTP_PORT === 'off' ? null : port('EDGE_HTTP_PORT', 8080);
const listenHost = env.EDGE_HOST ?? '127.0.0.1';
const publicHost = env.EDGE_PUBLIC_HOST ?? 'localhost';
const dataDirectory = resolve(root, env.EDGE_DATA_DIR ?? '.data/edge');
const nginx = env.NGINX ?? 'nginx';
const storefrontCount = count('STOREFRONT_PROCESSES', availableParallelism());
const externalApi = env.MAGENTO_GRAPHQL_URL;
const apiCount = externalApi ? 0 : count('API_PROCESSES', env.DATABASE_URL ? 2 : 1);
// The simulated payment provider on its own origin (docs/payments.md), unless one is configured.
// http://localhost counts as a secure origin, so the https checkout may frame it.
const externalProvider = env.PAYMENT_PROVIDER_URL;
const providerPort = port('PAYMENT_PROVIDER_PORT', 4100);
const paymentProviderUrl = externalProvider ?? `http://localhost:${providerPort}`;
const paymentSecret = env.PAYMENT_PROVIDER_SECRET ?? randomBytes(24).toString('hex');

const publicOrigin = `https://${publicHost}${httpsPort === 443 ? '' : `:${httpsPort}`}`;
// The shop answers on both loopback names; media and CORS must accept either.
const shopOrigins = [
  ...new Set([publicOrigin, `https://127.0.0.1${httpsPort === 443 ? '' : `:${httpsPort}`}`]),
];

function port(name, fallback) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    fail(`${name} must be a port number.`);
  return value;
}

function count(name, fallback) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) fail(`${name} must be a whole number ≥ 1.`);
  return value;
}

function fail(message) {
  console.error(`start:edge: ${message}`);
  process.exit(1);
}

const children = new Set();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** Runs a program; resolves once its output contains `readyText` (at once without one). */
function start(name, command, args, childEnv, readyText) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...childEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (readyText && !output.includes(readyText)) {
        output += chunk.toString();
        if (output.includes(readyText)) resolveStart(child);
      }
    });
    if (!readyText) resolveStart(child);
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

/** A loopback TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolvePort(free));
    });
  });
}

/** Fails now, before anything starts, when another program holds a port the edge needs. */
function assertPortFree(portNumber) {
  return new Promise((resolveCheck) => {
    const server = createServer();
    server.on('error', () =>
      fail(`port ${portNumber} on ${listenHost} is taken (set EDGE_HTTPS_PORT / EDGE_HTTP_PORT).`),
    );
    server.listen(portNumber, listenHost, () => server.close(resolveCheck));
  });
}

// Where to ask the edge whether it is up: the address it listens on, or loopback for "all"
// (nginx's [::] takes IPv6 alone).
const probeHost =
  { '0.0.0.0': '127.0.0.1', '::': '::1', '[::]': '::1' }[listenHost] ??
  listenHost.replace(/^\[(.*)\]$/, '$1');

/** Resolves once the edge answers its health check over HTTPS (the certificate is our own). */
async function waitForEdge() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await new Promise((done) => {
      const probe = request(
        {
          host: probeHost,
          port: httpsPort,
          path: '/healthz',
          rejectUnauthorized: false,
          timeout: 1000,
        },
        (response) => {
          response.resume();
          done(response.statusCode === 200);
        },
      );
      probe.on('error', () => done(false));
      probe.on('timeout', () => probe.destroy());
      probe.end();
    });
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('the edge did not answer within 10 s');
}

const edgeModule = join(root, 'apps/storefront/dist/edge.js');
const clientDirectory = join(root, 'apps/storefront/build/client');
for (const file of [
  edgeModule,
  join(clientDirectory, 'assets'),
  join(root, 'apps/commerce-api/dist/main.js'),
  join(root, 'apps/payment-provider/dist/main.js'),
]) {
  if (!existsSync(file))
    fail(`${file} is missing: run \`npm run build\` first (or \`npm run start:edge\`).`);
}
try {
  execFileSync(nginx, ['-v'], { stdio: 'ignore' });
} catch {
  fail(
    `nginx was not found (${nginx}). On Debian: apt-get install nginx-light ` +
      'libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (or set NGINX).',
  );
}
if (apiCount > 1 && !env.DATABASE_URL) {
  fail(
    'the embedded database takes one commerce-api process: set DATABASE_URL for API_PROCESSES > 1.',
  );
}
await assertPortFree(httpsPort);
if (httpPort !== null) await assertPortFree(httpPort);

const { nginxConfig, ensureLocalCertificate, brotliModules } = await import(
  pathToFileURL(edgeModule).href
);

// A new build names new assets: pages kept from an earlier start would point at missing files.
rmSync(join(dataDirectory, 'cache'), { recursive: true, force: true });
for (const folder of ['cache', 'temp']) mkdirSync(join(dataDirectory, folder), { recursive: true });
const certificate = ensureLocalCertificate(join(dataDirectory, 'tls'));

try {
  const apiPorts = await Promise.all(Array.from({ length: apiCount }, freePort));
  const storefrontPorts = await Promise.all(Array.from({ length: storefrontCount }, freePort));
  const apiBalancerPort = apiCount > 1 ? await freePort() : null;

  const apiEnv = (apiPort) => ({
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    // Media URLs point at the edge, which proxies /media: no mixed content on the https pages.
    PUBLIC_URL: publicOrigin,
    STOREFRONT_ORIGIN: shopOrigins.join(','),
    STOREFRONT_URL: publicOrigin,
    PAYMENT_PROVIDER_URL: paymentProviderUrl,
    PAYMENT_PROVIDER_SECRET: paymentSecret,
  });
  if (!externalProvider) {
    await start(
      'payment-provider',
      process.execPath,
      ['apps/payment-provider/dist/main.js'],
      {
        PORT: String(providerPort),
        STOREFRONT_ORIGIN: shopOrigins.join(','),
        PAYMENT_PROVIDER_SECRET: paymentSecret,
      },
      'Payment provider ready',
    );
  }
  // The first process creates and seeds the database; the others start on it afterwards.
  const startApi = (apiPort, index) =>
    start(
      `commerce-api ${index + 1}`,
      process.execPath,
      ['apps/commerce-api/dist/main.js'],
      apiEnv(apiPort),
      'GraphQL API ready',
    );
  if (apiPorts.length > 0) await startApi(apiPorts[0], 0);
  await Promise.all(apiPorts.slice(1).map((apiPort, index) => startApi(apiPort, index + 1)));
  const graphqlUrl = externalApi ?? `http://127.0.0.1:${apiBalancerPort ?? apiPorts[0]}/graphql`;

  await Promise.all(
    storefrontPorts.map((storefrontPort, index) =>
      start(
        `storefront ${index + 1}`,
        process.execPath,
        ['apps/storefront/dist/main.js'],
        {
          NODE_ENV: 'production',
          PORT: String(storefrontPort),
          HOST: '127.0.0.1',
          MAGENTO_GRAPHQL_URL: graphqlUrl,
          // The edge on this machine is the one proxy: its X-Forwarded-* say https and who.
          TRUST_PROXY: 'loopback',
          PAYMENT_PROVIDER_URL: paymentProviderUrl,
          ...(externalApi ? {} : { MEDIA_ORIGINS: shopOrigins.join(',') }),
        },
        'Agri Deler storefront',
      ),
    ),
  );

  const modules = brotliModules();
  const configFile = join(dataDirectory, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      dataDirectory,
      listenHost,
      httpsPort,
      httpPort,
      certificate,
      clientDirectory,
      storefronts: storefrontPorts.map((storefrontPort) => `127.0.0.1:${storefrontPort}`),
      apis: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
      apiBalancerPort,
      modules,
      brotli: modules.length > 0,
      workerProcesses: env.EDGE_WORKERS ? Number(env.EDGE_WORKERS) : 'auto',
      // Started as root (CI, a container), the workers stay root: nginx's default user, nobody,
      // cannot read a checkout under a private folder. A real deployment runs nginx its own way.
      workerUser: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );
  execFileSync(nginx, ['-t', '-q', '-p', `${dataDirectory}/`, '-c', configFile], {
    stdio: 'inherit',
  });
  await start('nginx', nginx, ['-p', `${dataDirectory}/`, '-c', configFile]);
  await waitForEdge();
  console.log(
    `Agri Deler edge: ${publicOrigin} (HTTP/2, ${modules.length > 0 ? 'brotli and gzip' : 'gzip; no brotli modules'}; ` +
      `${storefrontCount} storefront and ${apiCount || 'no'} commerce-api process(es)` +
      `${httpPort !== null ? `; http://${publicHost}:${httpPort} redirects` : ''})`,
  );
  console.log(
    `\nThe shop is running behind the edge: open ${publicOrigin} (self-signed certificate; Ctrl+C stops it)\n`,
  );
} catch (error) {
  if (!stopping) {
    console.error(`start:edge: ${error instanceof Error ? error.message : error}`);
    stopAll(1);
  }
}

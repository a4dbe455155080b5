import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createHostedForm } from './hostedForm.js';
import { createPaymentLedger, type LedgerOptions, type PaymentLedger } from './paymentLedger.js';
import { BadRequest, sendJson } from './requests.js';
import { createShopApi } from './shopApi.js';
import { createVippsPayments, type VippsPayments } from './vippsPayments.js';
import { createVippsRoutes } from './vippsRoutes.js';

/** What the provider service needs. */
export interface ProviderServerOptions {
  /** The shop origins that may frame the hosted form and receive its tokens. */
  shopOrigins: readonly string[];
  /** The secret the shop's server authenticates with. */
  secret: string;
  /** A ledger to use (a fresh in-memory one by default). */
  ledger?: PaymentLedger;
  /** Options of the default ledger (time, token lifetime). */
  ledgerOptions?: LedgerOptions;
  /** How long a Vipps payment waits for the shopper's approval (5 minutes by default). */
  vippsTimeoutMs?: number;
  /** A book of Vipps payments to use (a fresh one with `vippsTimeoutMs` by default). */
  vipps?: VippsPayments;
}

/** A running provider. */
export interface RunningProvider {
  /** Its origin, such as `http://127.0.0.1:4100`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * The simulated payment provider as an HTTP server (not yet listening): the hosted card form
 * (`/hosted/…`), the JSON API (`/v1/…`), Vipps (`/v1/vipps/…`, `/vipps/…`) and `/healthz`. Bad input answers 4xx with a short
 * message; nothing it answers is cached.
 */
export function createProviderServer(options: ProviderServerOptions): Server {
  const now = options.ledgerOptions?.now ?? Date.now;
  const ledger = options.ledger ?? createPaymentLedger(options.ledgerOptions);
  const form = createHostedForm({ ledger, shopOrigins: options.shopOrigins, now });
  const vipps = options.vipps ?? createVippsPayments({ now, timeoutMs: options.vippsTimeoutMs });
  const api = createShopApi({ ledger, secret: options.secret, now, vipps });
  const vippsRoutes = createVippsRoutes({
    payments: vipps,
    shopOrigins: options.shopOrigins,
    secret: options.secret,
    now,
  });

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.invalid');
    const route = async () => {
      if (url.pathname === '/healthz') {
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
        return;
      }
      if (await form.handle(request, response, url)) return;
      if (await api.handle(request, response, url)) return;
      if (await vippsRoutes.handle(request, response, url)) return;
      throw new BadRequest(404, 'Not found.');
    };
    route().catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const refusal =
        error instanceof BadRequest ? error : new BadRequest(500, 'The provider failed.');
      if (!(error instanceof BadRequest)) console.error('[payment-provider]', error);
      if (url.pathname.startsWith('/hosted/')) form.refuse(response, refusal);
      else sendJson(response, refusal.status, { error: { message: refusal.message } });
    });
  });
}

/** Starts the provider on `port` (0: any free one) and resolves once it listens. */
export function startProviderServer(
  options: ProviderServerOptions & { port?: number; host?: string },
): Promise<RunningProvider> {
  const server = createProviderServer(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        server,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

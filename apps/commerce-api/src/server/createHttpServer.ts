import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DownloadLinkSettings } from '../downloads/downloadLinks.js';
import { DOWNLOADS_PATH, handleDownload } from '../downloads/handleDownload.js';
import { handleMedia } from '../media/handleMedia.js';
import type { VehicleRegistry } from '../vehicles/vehicleRegistry.js';
import type { ShipmentMailer } from '../shipments/shipOrder.js';
import type { StockAlertMailer } from '../stock/stockAlerts.js';
import { handleDevOutbox } from './devOutbox.js';
import { DEV_SHIP_PATH, handleDevShip } from './devShip.js';
import { DEV_STOCK_PATH, handleDevStock } from './devStock.js';
import { DEV_REVIEWS_APPROVE_PATH, handleDevReviewApproval } from './devReviews.js';
import { LICENSE_PLATE_PATH, handleLicensePlateApi } from './licensePlateApi.js';
import { setSecurityHeaders } from './securityHeaders.js';

/** Requests larger than this are refused before anything reads them. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface HttpApp {
  db: Kysely<Database>;
  graphql: (request: IncomingMessage, response: ServerResponse) => unknown;
  /** Serve `/dev/outbox` (the e-mail the shop has sent); never in production by default. */
  devOutbox?: boolean;
  /** With `devOutbox`: `POST /dev/stock` sets a product's stock and mails its stock alerts. */
  devStock?: StockAlertMailer;
  /** With `devOutbox`: `POST /dev/ship` ships an order and mails "Ordren din er sendt". */
  devShip?: ShipmentMailer;
  /** Answers `/api/part-finder/license-plate`. */
  vehicleRegistry: VehicleRegistry;
  /** Browser origins allowed to call the REST endpoints. */
  corsOrigins: readonly string[];
  /** Peers whose `X-Forwarded-For` names the client (see `clientAddress`); none when left out. */
  trustedProxies?: readonly string[];
  /** Serves `/downloads/<token>`, the signed links to purchased files; off when left out. */
  downloads?: DownloadLinkSettings;
  log?: (message: string) => void;
}

/**
 * The HTTP front: `/graphql` (GraphQL over GET and POST), `/media/...` (generated catalogue
 * pictures), `/api/part-finder/license-plate` (the registry's data for a plate), `/health`, a
 * pointer from `/` to the API, `/downloads/<token>` (purchased files, to their buyer), and in
 * development `/dev/outbox` (and `/dev/stock`, `/dev/ship`, `/dev/reviews/approve`).
 */
export function createHttpServer(app: HttpApp): Server {
  return createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      // An absolute request target that is not a URL (`GET http://:99999/ HTTP/1.1`).
      setSecurityHeaders(response, '/');
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad request target.');
      return;
    }
    setSecurityHeaders(response, url.pathname);
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > MAX_BODY_BYTES) {
      response.writeHead(413, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: 'Request body too large.' }] }));
      request.resume();
      return;
    }
    if (url.pathname === '/graphql') {
      void app.graphql(request, response);
      return;
    }
    if (url.pathname.startsWith('/media/')) {
      handleMedia(
        app.db,
        url.pathname.slice('/media'.length),
        request,
        response,
        url.searchParams,
      ).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (app.downloads && url.pathname.startsWith(DOWNLOADS_PATH)) {
      const token = url.pathname.slice(DOWNLOADS_PATH.length);
      handleDownload({ db: app.db, settings: app.downloads }, token, request, response).catch(
        (error: unknown) => {
          app.log?.(`error: ${DOWNLOADS_PATH}: ${String(error)}`);
          if (!response.headersSent) response.writeHead(500);
          response.end();
        },
      );
      return;
    }
    if (url.pathname === LICENSE_PLATE_PATH) {
      handleLicensePlateApi(request, response, url, {
        registry: app.vehicleRegistry,
        corsOrigins: app.corsOrigins,
        trustedProxies: app.trustedProxies ?? [],
        log: app.log ?? (() => {}),
      }).catch((error: unknown) => {
        app.log?.(`error: ${LICENSE_PLATE_PATH}: ${String(error)}`);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (app.devOutbox && /^\/dev\/outbox(\.json|\/|$)/.test(url.pathname)) {
      handleDevOutbox(app.db, url, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (app.devOutbox && handleDevPost(app, url.pathname, request, response)) return;
    if (url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":"ok"}');
      return;
    }
    if (url.pathname === '/') {
      response.writeHead(302, { location: '/graphql' });
      response.end();
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found. The GraphQL API is at /graphql.');
  });
}

/**
 * The development POST routes (`/dev/stock`, `/dev/ship`, `/dev/reviews/approve`): true when
 * `path` is one of them (and it answers), false otherwise.
 */
function handleDevPost(
  app: HttpApp,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const fail = () => {
    if (!response.headersSent) response.writeHead(500);
    response.end();
  };
  if (app.devStock && path === DEV_STOCK_PATH) {
    handleDevStock(app.db, app.devStock, request, response).catch(fail);
    return true;
  }
  if (app.devShip && path === DEV_SHIP_PATH) {
    handleDevShip(app.db, app.devShip, request, response).catch(fail);
    return true;
  }
  if (path === DEV_REVIEWS_APPROVE_PATH) {
    handleDevReviewApproval(app.db, request, response).catch(fail);
    return true;
  }
  return false;
}

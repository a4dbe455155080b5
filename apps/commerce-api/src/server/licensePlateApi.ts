import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  PlateLookupError,
  lookUpPlate,
  type PlateFailureCode,
} from '../vehicles/searchLicensePlate.js';
import type { VehicleRegistry } from '../vehicles/vehicleRegistry.js';
import { clientAddress } from './clientAddress.js';

export const LICENSE_PLATE_PATH = '/api/part-finder/license-plate';

const STATUS: Record<PlateFailureCode, number> = {
  LICENSE_PLATE_INVALID: 400,
  LICENSE_PLATE_NOT_REGISTERED: 404,
  LICENSE_PLATE_RATE_LIMITED: 429,
  LICENSE_PLATE_REGISTRY_UNAVAILABLE: 503,
};

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * `GET /api/part-finder/license-plate?licensePlate=AB12345`: the registry's vehicle data list
 * for a plate, as the registry gives it (`{ "kjoretoydataListe": [...] }`). The plate is
 * normalised and validated as in `WmLicensePlateSearch`; failures are JSON
 * `{ "error": { "code", "message", "reason"? } }` with 400 (invalid plate), 404 (no vehicle has
 * it), 429 (rate limit, with `Retry-After`) or 503 (registry unavailable). Browsers of the
 * configured storefront origins may call it (CORS, GET only).
 */
export async function handleLicensePlateApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  options: {
    registry: VehicleRegistry;
    corsOrigins: readonly string[];
    /** Peers whose `X-Forwarded-For` names the client (the rate limit counts per client). */
    trustedProxies: readonly string[];
    log: (message: string) => void;
  },
): Promise<void> {
  const origin = request.headers.origin;
  const cors: Record<string, string> =
    origin && options.corsOrigins.includes(origin) && !options.corsOrigins.includes('*')
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {};
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'GET',
      'access-control-max-age': '600',
    });
    response.end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(
      response,
      405,
      { error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET.' } },
      {
        ...cors,
        allow: 'GET, HEAD',
      },
    );
    return;
  }
  const plate = url.searchParams.get('licensePlate') ?? '';
  try {
    const { list } = await lookUpPlate(
      plate,
      options.registry,
      clientAddress(
        request.socket.remoteAddress,
        request.headers['x-forwarded-for']?.toString(),
        options.trustedProxies,
      ),
      options.log,
    );
    send(response, 200, { kjoretoydataListe: list }, cors);
  } catch (error) {
    if (!(error instanceof PlateLookupError)) throw error;
    send(
      response,
      STATUS[error.code],
      {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details.reason && { reason: error.details.reason }),
          ...(error.details.retryAfterSeconds !== undefined && {
            retryAfterSeconds: error.details.retryAfterSeconds,
          }),
        },
      },
      {
        ...cors,
        ...(error.details.retryAfterSeconds !== undefined && {
          'retry-after': String(error.details.retryAfterSeconds),
        }),
      },
    );
  }
}

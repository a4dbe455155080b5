import type { RequestHandler } from 'express';

/**
 * Who the shopper is, as an address the API can throttle by: Express's `request.ip`, which is
 * the socket's peer unless `trust proxy` is set (see {@link trustProxySetting}); then the
 * address the trusted proxies name. Never a header the browser wrote on its own.
 */
export function shopperAddress(request: Parameters<RequestHandler>[0]): string | undefined {
  return request.ip ?? request.socket.remoteAddress;
}

/**
 * Replaces `X-Forwarded-For` with the shopper's address before React Router sees the request, so
 * the server SDK can tell commerce-api whom it signs in (the API throttles failed sign-ins per
 * client, and trusts this header from the storefront's machine only).
 */
export const forwardShopperAddress: RequestHandler = (request, _response, next) => {
  const address = shopperAddress(request);
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
  next();
};

/**
 * Express's `trust proxy` from `TRUST_PROXY`: unset trusts no proxy (the shopper is the socket's
 * peer); `true`, a hop count, or addresses / subnets (`loopback, 10.0.0.0/8`) behind a load
 * balancer or TLS terminator.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const setting = value?.trim();
  if (!setting || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

import { normalizeError } from '@agri-parts/sdk';
import { isRouteErrorResponse } from 'react-router';

/** The HTTP status an error page shows for a route error: its own, or 500 (spec §8). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return normalizeError(error).statusCode;
}

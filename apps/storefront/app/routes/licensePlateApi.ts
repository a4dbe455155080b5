import { licensePlateApiAnswer } from '../partFinder/licensePlateApi';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/licensePlateApi';

/**
 * `GET /api/part-finder/license-plate?licensePlate=AB12345` (spec §7): the vehicle data list of
 * the registry for a plate, looked up through the SDK (`WmLicensePlateSearch`), so a storefront
 * over a real Magento with the shop's modules has it too, behind the API's per-client limit (the
 * SDK names the shopper in `X-Forwarded-For`). A missing parameter is an empty plate: 400.
 * Never cached. Only GET and HEAD: a loader-only route answers other methods with 405.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const plate = new URL(request.url).searchParams.get('licensePlate') ?? '';
  const outcome = await context.get(sdkContext).licensePlate.search(plate.slice(0, 200));
  const { status, body, headers } = licensePlateApiAnswer(outcome);
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

import { data, redirect, type RouterContextProvider } from 'react-router';

import { isBadInputError } from '../sdk/isBadInputError';
import { sdkContext } from '../sdk/sdkContext';
import { requireCustomer } from '../session/requireSession.server';
import { leaveWhenSessionEnded } from './accountPageErrors';
import { reorderCartPath, reorderIntent } from './reorderNotice';

/**
 * "Bestill på nytt" on an order (`POST /customer/order-history/:orderId`, `intent=reorder`, from
 * the order's page or a row of the history): the order's lines go into the customer's cart again
 * and the cart page shows what went in and what did not. Another customer's order or an unknown
 * number is a 404; any other post a 400. The origin check runs before it, as for every action.
 */
export async function reorderAction({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { orderId?: string };
}) {
  await requireCustomer(context);
  const form = await request.formData();
  if (form.get('intent') !== reorderIntent) throw data(null, { status: 400 });
  const number = params.orderId?.trim() ?? '';
  const result = await context
    .get(sdkContext)
    .orders.reorder(number)
    .catch((error: unknown) => {
      leaveWhenSessionEnded(error);
      if (isBadInputError(error)) return null;
      throw error;
    });
  if (!result) throw data(null, { status: 404 });
  return redirect(reorderCartPath(number, result.summary), 303);
}

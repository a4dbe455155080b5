import type { RouterContextProvider } from 'react-router';

import { sdkContext } from '../sdk/sdkContext';
import { requireCustomer } from '../session/requireSession.server';
import { leaveWhenSessionEnded } from './accountPageErrors';
import { purchasedDownloadRows } from './downloadView';

/**
 * The customer's purchased files (`/customer/downloads`), each with a link signed for this visit;
 * an ended session goes home as on every account page.
 */
export async function downloadsLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  await requireCustomer(context);
  const downloads = await context
    .get(sdkContext)
    .orders.downloads()
    .catch((error: unknown) => {
      leaveWhenSessionEnded(error, 302);
      throw error;
    });
  return { downloads: purchasedDownloadRows(downloads) };
}

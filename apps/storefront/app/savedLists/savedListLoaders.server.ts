import { data, type RouterContextProvider } from 'react-router';

import { leaveWhenSessionEnded } from '../account/accountPageErrors';
import { sdkContext } from '../sdk/sdkContext';
import { sessionContext } from '../session/sessionContext';
import { requireCustomer } from '../session/requireSession.server';
import { savedListPaths } from './savedListView';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { uid?: string; token?: string };
}

const leaveWhenEnded = (error: unknown): never => {
  leaveWhenSessionEnded(error, 302);
  throw error;
};

/** "Mine lister": the customer's lists, most recently changed first. */
export async function savedListsLoader({ context }: Pick<LoaderArgs, 'context'>) {
  await requireCustomer(context);
  const { items } = await context.get(sdkContext).requisitionLists.list().catch(leaveWhenEnded);
  return { lists: items };
}

/** One of the customer's lists with its lines (up to 100); another customer's is a 404. */
export async function savedListLoader({ context, params, request }: LoaderArgs) {
  await requireCustomer(context);
  const list = await context
    .get(sdkContext)
    .requisitionLists.get(params.uid ?? '')
    .catch(leaveWhenEnded);
  if (!list) throw data(null, { status: 404 });
  const shareUrl = list.shareToken
    ? new URL(savedListPaths.shared(list.shareToken), request.url).href
    : null;
  return { list, shareUrl };
}

/** A list shared by link, read-only, for anyone; an unknown token is a 404. */
export async function sharedListLoader({ context, params }: LoaderArgs) {
  const list = await context.get(sdkContext).requisitionLists.shared(params.token ?? '');
  if (!list) throw data(null, { status: 404 });
  const { state } = await context.get(sessionContext)();
  return { list, signedIn: state.status === 'authenticated' };
}

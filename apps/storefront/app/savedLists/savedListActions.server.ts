import type { RequisitionListOutcome } from '@agri-parts/sdk';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { leaveWhenSessionEnded } from '../account/accountPageErrors';
import { loginRequiredPath, safeRedirect } from '../account/accountPaths';
import { sdkContext } from '../sdk/sdkContext';
import { sessionContext } from '../session/sessionContext';
import { requireCustomer } from '../session/requireSession.server';
import {
  parseLineFields,
  problemOf,
  savedListIntents,
  savedListPaths,
  toCartResultPath,
} from './savedListView';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { uid?: string; token?: string };
}

/** What a refused form says: the problem's name (see `savedListProblemText`). */
export type SavedListActionData = { problem: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const refused = (outcome: Exclude<RequisitionListOutcome, { status: 'saved' }>) =>
  data<SavedListActionData>({ problem: problemOf(outcome) }, 400);

/** The SDK's call, with an ended session sent home. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    leaveWhenSessionEnded(error);
    throw error;
  }
}

/**
 * `POST /customer/saved-lists`: `create` a list, or `add` products to one (the "Legg i liste"
 * picker of the product page, the cart and an order: `line` fields, `list` the uid or empty for
 * a new list named `newListName`, `from` the page to go back to). Then the list's page. The
 * origin check runs before it, as for every action.
 */
export async function savedListsAction({ request, context }: Omit<ActionArgs, 'params'>) {
  await requireCustomer(context);
  const lists = context.get(sdkContext).requisitionLists;
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === savedListIntents.create) {
    const outcome = await call(() =>
      lists.create({ name: text(form, 'name'), description: text(form, 'description') }),
    );
    if (outcome.status !== 'saved') return refused(outcome);
    return redirect(`${savedListPaths.list(outcome.list.uid)}?opprettet=1`, 303);
  }
  if (intent !== savedListIntents.add) throw data(null, { status: 400 });
  const lines = parseLineFields(
    [...form.entries()].flatMap(([name, value]) => (/^line(-\d+)?$/.test(name) ? [value] : [])),
  );
  if (lines.length === 0) throw data(null, { status: 400 });
  let uid = text(form, 'list');
  if (uid === '') {
    const created = await call(() => lists.create({ name: text(form, 'newListName') }));
    if (created.status !== 'saved') return refused(created);
    uid = created.list.uid;
  }
  const outcome = await call(() => lists.addItems(uid, lines));
  if (outcome.status !== 'saved') return refused(outcome);
  const query = new URLSearchParams({ lagtTil: String(lines.length) });
  const from = safeRedirect(text(form, 'from'), '');
  if (from) query.set('fra', from);
  return redirect(`${savedListPaths.list(uid)}?${query}`, 303);
}

/**
 * `POST /customer/saved-lists/:uid`: `rename`, `delete`, `save` (quantities, or a line's remove
 * button `removeItem`), `to-cart` (the whole list; the page then says what did not go in) and
 * `share` (the read-only link). Another customer's list is a 404.
 */
export async function savedListAction({ request, context, params }: ActionArgs) {
  await requireCustomer(context);
  const lists = context.get(sdkContext).requisitionLists;
  const uid = params.uid ?? '';
  const here = savedListPaths.list(uid);
  const form = await request.formData();
  const notFound = () => data(null, { status: 404 });
  const finish = (outcome: RequisitionListOutcome, notice: string) => {
    if (outcome.status === 'saved') return redirect(`${here}?${notice}=1`, 303);
    if (outcome.status === 'refused' && outcome.refusal.kind === 'not_found') throw notFound();
    return refused(outcome);
  };
  switch (text(form, 'intent')) {
    case savedListIntents.rename:
      return finish(
        await call(() =>
          lists.update(uid, { name: text(form, 'name'), description: text(form, 'description') }),
        ),
        'lagret',
      );
    case savedListIntents.delete:
      if (!(await call(() => lists.remove(uid)))) throw notFound();
      return redirect(`${savedListPaths.index}?slettet=1`, 303);
    case savedListIntents.save: {
      const remove = text(form, 'removeItem');
      if (remove) return finish(await call(() => lists.removeItems(uid, [remove])), 'fjernet');
      const changes = [...form.entries()].flatMap(([name, value]) => {
        if (!name.startsWith('quantity:') || typeof value !== 'string') return [];
        return [{ itemUid: name.slice('quantity:'.length), quantity: Number(value) }];
      });
      if (changes.length === 0) return redirect(here, 303);
      return finish(await call(() => lists.updateQuantities(uid, changes)), 'antall');
    }
    case savedListIntents.toCart: {
      const list = await call(() => lists.get(uid));
      const result = list ? await call(() => lists.addToCart(uid)) : null;
      if (!list || !result) throw notFound();
      return redirect(toCartResultPath(here, result, list.itemsCount), 303);
    }
    case savedListIntents.share: {
      const token = await call(() => lists.share(uid));
      if (!token) throw notFound();
      return redirect(`${here}?delt=1#del`, 303);
    }
    default:
      throw data(null, { status: 400 });
  }
}

/**
 * `POST /delt-liste/:token` (`to-cart`): a shared list's lines into the visitor's own cart. A
 * guest goes to the login page first and comes back here.
 */
export async function sharedListAction({ request, context, params }: ActionArgs) {
  const token = params.token ?? '';
  const here = savedListPaths.shared(token);
  const form = await request.formData();
  if (text(form, 'intent') !== savedListIntents.toCart) throw data(null, { status: 400 });
  const { state } = await context.get(sessionContext)();
  if (state.status !== 'authenticated') throw redirect(loginRequiredPath(here), 303);
  const lists = context.get(sdkContext).requisitionLists;
  const list = await call(() => lists.shared(token));
  const result = list ? await call(() => lists.addSharedToCart(token)) : null;
  if (!list || !result) throw data(null, { status: 404 });
  return redirect(toCartResultPath(here, result, list.itemsCount), 303);
}

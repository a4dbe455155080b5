import { emptyTractorList, type Sdk, type TractorList } from '@agri-parts/sdk';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { redirectToParameter, safeRedirect } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import { accountPageErrorMessage, leaveWhenSessionEnded } from '../account/accountPageErrors';
import { sdkContext } from '../sdk/sdkContext';
import { sessionContext } from '../session/sessionContext';
import { requireCustomer } from '../session/requireSession.server';
import {
  customerTractorsPath,
  guestTractorsPath,
  tractorFields,
  tractorFromSlugs,
  type TractorIntent,
} from './tractorView';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the customer's "My tractors" page renders: the account's list, or that it failed. */
export interface CustomerTractorsData {
  list: TractorList;
  loadFailed: boolean;
}

/** What a "My tractors" post answers when it did not go through. */
export interface TractorsActionData {
  error: string;
}

/** The slugs of a machine to add and its plate, from a post; `null` when a slug is missing. */
export function addFields(
  formData: FormData,
): { finder: string; brand: string; model: string; licensePlate: string | null } | null {
  const value = (name: string) => {
    const field = formData.get(name);
    return typeof field === 'string' ? field.trim() : '';
  };
  const finder = value(tractorFields.finder);
  const brand = value(tractorFields.brand);
  const model = value(tractorFields.model);
  if (!finder || !brand || !model) return null;
  return { finder, brand, model, licensePlate: value(tractorFields.licensePlate) || null };
}

/** The intent of a post; `null` for anything else. Pure. */
export function tractorIntent(value: FormDataEntryValue | null): TractorIntent | null {
  return value === 'set-active' || value === 'remove' || value === 'add' ? value : null;
}

/**
 * The customer's "My tractors" (`/customer/find-my-tractor`), rendered on the server from the
 * account (`sdk.tractors`). A failed load renders the page with a message, not an error page.
 */
export async function customerTractorsLoader({
  context,
}: Pick<Args, 'context'>): Promise<CustomerTractorsData> {
  await requireCustomer(context);
  try {
    return { list: await context.get(sdkContext).tractors.load(), loadFailed: false };
  } catch (error) {
    leaveWhenSessionEnded(error, 302);
    return { list: emptyTractorList, loadFailed: true };
  }
}

/**
 * Adds a machine by its part-finder slugs (one request resolves them; a slug the finder does not
 * know is a 404) and makes it the active one — the shopper adds the machine they shop for.
 */
async function addBySlugs(sdk: Sdk, fields: NonNullable<ReturnType<typeof addFields>>) {
  const { finder, brand, model } = fields;
  const machine = tractorFromSlugs(await sdk.partFinder.resolveSlugs({ finder, brand, model }));
  if (!machine) return false;
  await sdk.tractors.add({ ...machine, licensePlate: fields.licensePlate }, { active: true });
  return true;
}

/**
 * The customer's "My tractors" posts (they work before hydration): `intent=set-active` or
 * `remove` with `tractorId`, `intent=add` with the `finder`, `brand` and `model` slugs (and a
 * `licensePlate`). Done, a 303 back to the list (or to `redirectTo`, a path of this shop); refused,
 * the page again with the reason (the API's, in Norwegian). An ended session goes home.
 */
export async function customerTractorsAction({ request, context }: Args) {
  await requireCustomer(context);
  const formData = await request.formData();
  const intent = tractorIntent(formData.get(tractorFields.intent));
  if (!intent) throw data(null, { status: 400 });
  const sdk = context.get(sdkContext);
  // The store follows the session; make sure it is the account's list it changes.
  await sdk.tractors.load().catch(() => undefined);
  try {
    if (intent === 'add') {
      const fields = addFields(formData);
      if (!fields || !(await addBySlugs(sdk, fields))) {
        return data<TractorsActionData>({ error: translate('tractors.notFound') }, { status: 404 });
      }
    } else {
      const id = formData.get(tractorFields.id);
      if (typeof id !== 'string' || !id) {
        return data<TractorsActionData>({ error: translate('tractors.notFound') }, { status: 404 });
      }
      if (intent === 'remove') await sdk.tractors.remove(id);
      else await sdk.tractors.setActive(id);
    }
  } catch (error) {
    leaveWhenSessionEnded(error);
    return data<TractorsActionData>({ error: accountPageErrorMessage(error) }, { status: 400 });
  }
  throw redirect(safeRedirect(formData.get(redirectToParameter), customerTractorsPath), 303);
}

/**
 * The guest's "My tractors" (`/my-tractors`): the list lives in the browser, so the page renders
 * it there. A signed-in customer's list is in the account: a 302 to the account page.
 */
export async function guestTractorsLoader({ context }: Pick<Args, 'context'>) {
  const { state } = await context.get(sessionContext)();
  if (state.status === 'authenticated') throw redirect(customerTractorsPath, 302);
  return null;
}

/**
 * "Add to My tractors" posted before the page ran: a customer's machine is added to the account
 * (as on the account page); a guest's list is in the browser, so the guest page adds it once it
 * runs — a 303 there with the slugs and plate in the address.
 */
export async function guestTractorsAction({ request, context }: Args) {
  const { state } = await context.get(sessionContext)();
  if (state.status === 'authenticated') return customerTractorsAction({ request, context });
  const formData = await request.formData();
  const fields = addFields(formData);
  if (tractorIntent(formData.get(tractorFields.intent)) !== 'add' || !fields) {
    throw data(null, { status: 400 });
  }
  const search = new URLSearchParams({
    [tractorFields.finder]: fields.finder,
    [tractorFields.brand]: fields.brand,
    [tractorFields.model]: fields.model,
    ...(fields.licensePlate && { [tractorFields.licensePlate]: fields.licensePlate }),
  });
  throw redirect(`${guestTractorsPath}?${search}`, 303);
}

import { useMyTractors, useSdk } from '@agri-parts/react-hooks';
import type { TractorList as TractorListValue } from '@agri-parts/sdk';
import { Button, FormError, Link, TractorList, type TractorListItem } from '@agri-parts/ui';
import { useEffect, useRef, type FormEvent } from 'react';
import {
  useActionData,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
  useSubmit,
} from 'react-router';

import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import type { TractorsActionData } from './myTractorsActions.server';
import { tractorListLabels } from './tractorLabels';
import {
  guestTractorsPath,
  tractorCards,
  tractorFields,
  tractorFromSlugs,
  type TractorCardView,
} from './tractorView';

/** The part finder, where a shopper finds a machine to add. */
const partFinderHref = '/parts';

function Intro({ guest }: { guest: boolean }) {
  return (
    <>
      <h1 id="tractors-title">{translate('account.myTractors')}</h1>
      <p>{translate('tractors.intro')}</p>
      {guest ? <p>{translate('tractors.guestIntro')}</p> : null}
    </>
  );
}

const emptyAction = <Link href={partFinderHref}>{translate('tractors.findTractor')}</Link>;

/**
 * A customer's "My tractors" (`/customer/find-my-tractor`), rendered by the server from the
 * account. "Use this" and remove are form posts to the page (so they work before hydration);
 * once the page runs they are sent without a full reload. The browser's `sdk.tractors` takes the
 * list the server answers with, so the header bar and the fit badges follow at once.
 */
export function CustomerTractorsPage({
  list,
  loadFailed,
}: {
  list: TractorListValue;
  loadFailed: boolean;
}) {
  const actionData = useActionData<TractorsActionData>();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { tractors } = useSdk();

  useEffect(() => {
    if (!loadFailed && tractors.getSnapshot().owner === 'customer') {
      tractors.hydrate({ ...list, owner: 'customer', status: 'ready', error: null });
    }
  }, [tractors, list, loadFailed]);

  const pending =
    navigation.state === 'submitting' ? navigation.formData?.get(tractorFields.id) : null;
  const inApp = hydrated
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }
    : undefined;
  const post = (fields: Record<string, string>, id: string) => ({
    action: location.pathname,
    fields,
    onSubmit: inApp,
    busy: pending === id,
  });

  return (
    <section className="account-page tractors-page" aria-labelledby="tractors-title">
      <Intro guest={false} />
      <FormError
        title={translate('tractors.changeError')}
        messages={actionData?.error ? [actionData.error] : []}
      />
      <TractorList
        items={tractorCards(list).map((card) => listItem(card, post))}
        labels={tractorListLabels}
        status={loadFailed ? 'error' : 'ready'}
        error={
          <>
            <p>{translate('tractors.loadError')}</p>
            <Link href={location.pathname}>{translate('tractors.retry')}</Link>
          </>
        }
        emptyAction={emptyAction}
      />
    </section>
  );
}

function listItem(
  card: TractorCardView,
  post: (fields: Record<string, string>, id: string) => NonNullable<TractorListItem['removePost']>,
): TractorListItem {
  return {
    id: card.id,
    title: card.title,
    finder: card.finder,
    licensePlate: card.licensePlate,
    nickname: card.nickname,
    active: card.active,
    partsHref: card.partsHref,
    diagramsHref: card.diagramsHref,
    setActivePost: post(card.setActiveFields, card.id),
    removePost: post(card.removeFields, card.id),
  };
}

/**
 * A guest's "My tractors" (`/my-tractors`): the list lives in this browser (local storage,
 * `sdk.tractors`), so the server renders the page loading and the browser fills it in. "Use
 * this" and remove change the local list. An address with `finder`, `brand` and `model` slugs
 * (an "Add to My tractors" posted before the page ran) adds that machine first.
 */
export function GuestTractorsPage() {
  const sdk = useSdk();
  const myTractors = useMyTractors();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const adding = useRef(false);

  const addSlugs = {
    finder: searchParams.get(tractorFields.finder),
    brand: searchParams.get(tractorFields.brand),
    model: searchParams.get(tractorFields.model),
  };
  const plate = searchParams.get(tractorFields.licensePlate);
  useEffect(() => {
    const { finder, brand, model } = addSlugs;
    if (!finder || !brand || !model || adding.current) return;
    adding.current = true;
    void sdk.partFinder
      .resolveSlugs({ finder, brand, model })
      .then((resolved) => {
        const machine = tractorFromSlugs(resolved);
        return machine
          ? sdk.tractors.add({ ...machine, licensePlate: plate }, { active: true })
          : null;
      })
      .catch(() => undefined)
      .finally(() => void navigate(guestTractorsPath, { replace: true }));
    // The slugs are read once, from the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const status =
    myTractors.status === 'error' ? 'error' : myTractors.status === 'ready' ? 'ready' : 'loading';
  const local = (run: () => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run().catch(() => undefined);
  };

  return (
    <section className="account-page tractors-page" aria-labelledby="tractors-title">
      <Intro guest />
      <TractorList
        items={tractorCards(myTractors).map((card) =>
          listItem(card, (fields, id) => ({
            action: guestTractorsPath,
            fields,
            onSubmit: local(() =>
              fields[tractorFields.intent] === 'remove'
                ? myTractors.remove(id)
                : myTractors.setActive(id),
            ),
          })),
        )}
        labels={tractorListLabels}
        status={status}
        error={
          <>
            <p>{translate('tractors.loadError')}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void myTractors.load().catch(() => undefined)}
            >
              {translate('tractors.retry')}
            </Button>
          </>
        }
        emptyAction={emptyAction}
      />
    </section>
  );
}

import { useMyTractors } from '@agri-parts/react-hooks';
import { sameTractor, type PartFinderInfoItem } from '@agri-parts/sdk';
import { Icon, Link } from '@agri-parts/ui';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';

import { redirectToParameter } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import {
  customerTractorsPath,
  guestTractorsPath,
  tractorFields,
  tractorTitle,
} from './tractorView';

/** Props of {@link AddToMyTractors}: the machine of a part-finder page or a plate look-up. */
export interface AddToMyTractorsProps {
  finder: PartFinderInfoItem;
  brand: PartFinderInfoItem;
  model: PartFinderInfoItem;
  /** The registration number, when the machine was found by its plate. */
  licensePlate?: string | null;
  className?: string;
}

/**
 * "Add to My tractors" for the part finder's parts page (`/parts/:finder/:brand/:model`, also
 * where a plate look-up lands): adds the machine and makes it the active one, so product cards
 * say what fits it. Once the page runs it adds through `sdk.tractors` (a guest's list in this
 * browser, a customer's in the account); before, it is a form post to `/my-tractors`, which adds
 * a customer's on the server and has the guest page add a guest's. A machine already listed
 * shows as such, with a link to the list.
 */
export function AddToMyTractors({
  finder,
  brand,
  model,
  licensePlate = null,
  className,
}: AddToMyTractorsProps) {
  const myTractors = useMyTractors();
  const hydrated = useHydrated();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const plate = licensePlate ? licensePlate.replace(/\s+/g, '').toUpperCase() : null;
  const listed = myTractors.tractors.some((tractor) =>
    sameTractor(tractor, { model, licensePlate: plate }),
  );
  const listHref = myTractors.owner === 'customer' ? customerTractorsPath : guestTractorsPath;
  const title = tractorTitle({ brand, model });

  if (listed) {
    return (
      <p className={className} role="status">
        <Icon name="check" size={18} /> {translate('tractors.inList', { tractor: title })}{' '}
        <Link href={listHref}>{translate('tractors.showList')}</Link>
      </p>
    );
  }

  function add(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    myTractors
      .add({ finder, brand, model, licensePlate: plate }, { active: true })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }

  return (
    <form className={className} method="post" action={guestTractorsPath} onSubmit={add}>
      <input type="hidden" name={tractorFields.intent} value="add" />
      <input type="hidden" name={tractorFields.finder} value={finder.slug} />
      <input type="hidden" name={tractorFields.brand} value={brand.slug} />
      <input type="hidden" name={tractorFields.model} value={model.slug} />
      {plate ? <input type="hidden" name={tractorFields.licensePlate} value={plate} /> : null}
      <input
        type="hidden"
        name={redirectToParameter}
        value={`${location.pathname}${location.search}`}
      />
      <button
        type="submit"
        className="ap-button ap-button--secondary ap-button--md"
        aria-busy={busy || undefined}
      >
        <Icon name="tractor" size={18} />
        {busy ? translate('tractors.adding') : translate('tractors.add')}
      </button>
      {myTractors.error?.action === 'add' ? (
        <p role="alert">{translate('tractors.changeError')}</p>
      ) : null}
    </form>
  );
}

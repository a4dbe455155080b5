import { useMyTractors } from '@agri-parts/react-hooks';
import { activeTractor as selectActiveTractor, type MyTractorsState } from '@agri-parts/sdk';
import { ActiveTractorBar } from '@agri-parts/ui';

import { activeTractorBarLabels } from './tractorLabels';
import { customerTractorsPath, guestTractorsPath, tractorName } from './tractorView';

/**
 * The active tractor under the header, once the shopper has saved a machine: which one the shop
 * checks parts against, and a link to "My tractors" (the account page for a customer, the
 * browser's list for a guest). Nothing without machines — and on the server, which does not know
 * a guest's list; it appears once the page runs.
 */
export function ActiveTractorBarSlot() {
  // What the bar shows, not the whole list: nothing re-renders while the list loads empty.
  const hasTractors = useMyTractors(anyTractor);
  const activeTractor = useMyTractors(selectActiveTractor);
  const owner = useMyTractors(listOwner);
  if (!hasTractors) return null;
  return (
    <ActiveTractorBar
      className="active-tractor-bar"
      tractor={
        activeTractor
          ? { title: tractorName(activeTractor), licensePlate: activeTractor.licensePlate }
          : null
      }
      href={owner === 'customer' ? customerTractorsPath : guestTractorsPath}
      labels={activeTractorBarLabels}
    />
  );
}

const anyTractor = (state: MyTractorsState) => state.tractors.length > 0;
const listOwner = (state: MyTractorsState) => state.owner;

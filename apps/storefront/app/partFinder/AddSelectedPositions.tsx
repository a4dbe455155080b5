import {
  useNotifications,
  useSdk,
  type UsePartDiagramSelectionResult,
} from '@agri-parts/react-hooks';
import { isUnansweredError } from '@agri-parts/sdk';
import { Button } from '@agri-parts/ui';
import { useState } from 'react';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';

/**
 * "Add the chosen positions": each ticked part that can be added from here goes into the cart
 * through `sdk.cart`, one after the other, as many as the machine has; one notice says how many
 * went in (or that some did not), and the ticks are cleared when all did. Positions that cannot
 * be added from here (sold out, a variant to choose) are named under the button.
 */
export function AddSelectedPositions({ selection }: { selection: UsePartDiagramSelectionResult }) {
  const { cart } = useSdk();
  const { add: notify } = useNotifications();
  const [adding, setAdding] = useState(false);
  const { lines, skipped } = selection.cart;

  const addAll = async () => {
    setAdding(true);
    let added = 0;
    try {
      for (const line of lines) {
        await cart.add(line.product, { quantity: line.quantity });
        added += 1;
      }
      notify({
        type: 'success',
        message: isSingular(added)
          ? translate('diagram.addedSelectedOne')
          : translate('diagram.addedSelected', { count: added }),
      });
      selection.clear();
    } catch (error) {
      // Without an answer some may have gone in all the same: the badge shows what the cart holds.
      if (isUnansweredError(error)) void cart.load({ create: false }).catch(() => undefined);
      notify({
        type: 'danger',
        title: translate('cart.addFailedTitle'),
        message: translate('diagram.addSelectedFailed'),
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="part-diagram-page__add-selected">
      <Button disabled={lines.length === 0 || adding} onClick={() => void addAll()}>
        {adding
          ? translate('diagram.addingSelected')
          : translate('diagram.addSelected', { count: lines.length })}
      </Button>
      {skipped.length > 0 ? (
        <p className="part-diagram-page__skipped">
          {translate('diagram.skipped', { positions: skipped.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}

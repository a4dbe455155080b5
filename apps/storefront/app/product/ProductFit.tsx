import { FitBadge } from '@agri-parts/ui';
import { Link } from 'react-router';

import { translate } from '../i18n/translate';
import { tractorName } from '../tractors/tractorView';
import type { ProductFitView } from '../tractors/useProductFits';
import { useMyTractors } from '@agri-parts/react-hooks';
import { activeTractor as selectActiveTractor } from '@agri-parts/sdk';

/**
 * The product page's answer about the active tractor: the fit badge, and for a part that does
 * not fit, a link to the parts that do (the active model's parts page).
 */
export function ProductFit({ fit }: { fit: ProductFitView }) {
  const activeTractor = useMyTractors(selectActiveTractor);
  if (!fit) return null;
  return (
    <div className="product-page__fit">
      <FitBadge fits={fit.fits} label={fit.label} />
      {fit.fittingPartsHref && activeTractor ? (
        <Link className="product-page__fitting-parts" to={fit.fittingPartsHref}>
          {translate('tractors.fittingParts', { tractor: tractorName(activeTractor) })}
        </Link>
      ) : null}
    </div>
  );
}

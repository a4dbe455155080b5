import { Link } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { FitmentGroup } from './fitmentGroups';

/** "Passer til disse modellene": the models the part fits, linked to their parts pages. */
export function ProductFitments({ groups }: { groups: readonly FitmentGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section className="product-page__fitments" aria-labelledby="product-fitments-title">
      <h2 id="product-fitments-title">{translate('product.fitments')}</h2>
      {groups.map((group) => (
        <div key={group.heading} className="product-fitments__group">
          <h3>{group.heading}</h3>
          <ul className="product-fitments__models">
            {group.models.map((model) => (
              <li key={model.url}>
                <Link href={model.url}>{model.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

import { useId } from 'react';

import { translate } from '../i18n/translate';
import type { OrderReference } from './orderReferences';

/**
 * The customer's own references on an order ("Deres referanse", "Deres ordrenummer") and an
 * invoice's terms and due date, as a titled description list; nothing for an order with none.
 */
export function OrderReferences({ references }: { references: readonly OrderReference[] }) {
  const titleId = useId();
  if (references.length === 0) return null;
  return (
    <section className="order-detail__references" aria-labelledby={titleId}>
      <h2 id={titleId}>{translate('order.referencesTitle')}</h2>
      <dl data-testid="order-references">
        {references.map((reference) => (
          <div key={reference.label}>
            <dt>{reference.label}</dt>
            <dd>
              {reference.dateTime ? (
                <time dateTime={reference.dateTime}>{reference.value}</time>
              ) : (
                reference.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

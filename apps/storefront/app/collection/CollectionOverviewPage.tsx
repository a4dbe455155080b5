import { Link } from '@agri-parts/ui';

import type { CollectionOverviewData } from './loadCollectionOverview.server';

/** An attribute's collections as links, such as every manufacturer. */
export function CollectionOverviewPage({ heading, intro, options }: CollectionOverviewData) {
  return (
    <article className="collection-overview">
      <h1>{heading}</h1>
      <p>{intro}</p>
      <ul className="collection-overview__options">
        {options.map((option) => (
          <li key={option.href}>
            <Link href={option.href}>{option.label}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

import { Breadcrumbs, Link } from '@agri-parts/ui';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import type { PartDiagramsPageData } from './loadPartDiagrams.server';

/**
 * `/parts/:finder/:brand/:model/diagram`: the model's exploded diagrams as cards (a small picture,
 * the assembly's name, how many positions), each a link to its page, and a way to all the parts.
 */
export function PartDiagramsPage({
  machine,
  heading,
  breadcrumbs,
  assemblies,
}: PartDiagramsPageData) {
  const names = { brand: machine.brand.name, model: machine.model.name };
  return (
    <article className="part-diagrams-page">
      <Breadcrumbs
        items={breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <h1>{heading}</h1>
      {assemblies.length > 0 ? (
        <>
          <p>{translate('diagram.listIntro')}</p>
          <ul className="part-diagrams-page__grid">
            {assemblies.map((assembly) => (
              <li key={assembly.uid}>
                <Link href={assembly.href} className="part-diagrams-page__card">
                  <img
                    src={assembly.image.url}
                    alt=""
                    width={assembly.image.width}
                    height={assembly.image.height}
                    loading="lazy"
                  />
                  <span className="part-diagrams-page__name">{assembly.name}</span>
                  <span className="part-diagrams-page__count">
                    {isSingular(assembly.positionCount)
                      ? translate('diagram.positionCountOne')
                      : translate('diagram.positionCount', { count: assembly.positionCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{translate('diagram.empty')}</p>
      )}
      <p>
        <Link href={machine.partsHref}>{translate('diagram.allParts', names)}</Link>
      </p>
    </article>
  );
}

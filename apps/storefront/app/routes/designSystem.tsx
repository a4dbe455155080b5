import { redirect } from 'react-router';

import { translate } from '../i18n/translate';
import { pageMeta } from '../meta/pageMeta';
import { storybookTarget } from '../specRoutes/specRouteTarget';
import type { Route } from './+types/designSystem';

/** `/design-system/design-system` (spec §2): the UI kit's Storybook, when its address is set. */
export function loader() {
  const storybook = storybookTarget(process.env.STORYBOOK_URL);
  if (storybook) throw redirect(storybook, 302);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: translate('designSystem.title'),
      storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Without a Storybook address: where the design showcase is, and the way back to the shop. */
export default function DesignSystem() {
  return (
    <article className="design-system-page">
      <h1>{translate('designSystem.title')}</h1>
      <p>{translate('designSystem.text')}</p>
      <p>
        <a href="/">{translate('designSystem.home')}</a>
      </p>
    </article>
  );
}

import type { MetaDescriptor } from 'react-router';

import { pageMeta } from '../meta/pageMeta';

/**
 * The `<title>` of an account page, and `noindex`: the account area, login and password pages
 * are nobody's search result.
 */
export function accountMeta(title: string, storeName: string | null | undefined): MetaDescriptor[] {
  return [
    ...pageMeta({ title, storeName: storeName ?? null }),
    { name: 'robots', content: 'noindex' },
  ];
}

import type { MetaDescriptor } from 'react-router';

import { pageTitle } from './pageTitle';

/** The `<title>` and meta description of a page, for a route's `meta` export. */
export function pageMeta(options: {
  title: string | null | undefined;
  description?: string | null | undefined;
  storeName: string | null;
}): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [{ title: pageTitle(options.title, options.storeName) }];
  if (options.description) {
    descriptors.push({ name: 'description', content: options.description });
  }
  return descriptors;
}

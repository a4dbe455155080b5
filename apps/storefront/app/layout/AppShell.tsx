import { createSdk } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { useState, type ReactNode } from 'react';

import { DefaultLayout } from './DefaultLayout';
import type { LayoutData } from './loadLayoutData.server';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  data: LayoutData;
  children: ReactNode;
}

/**
 * What every page of the default layout sits in: the browser's SDK instance, talking to the
 * storefront's same-origin GraphQL proxy at `/graphql` (on the server one is created per render
 * and never sends a request), and the layout.
 */
export function AppShell({ data, children }: AppShellProps) {
  const [sdk] = useState(() => createSdk({ endpoint: '/graphql' }));
  return (
    <SdkProvider sdk={sdk}>
      <DefaultLayout data={data}>{children}</DefaultLayout>
    </SdkProvider>
  );
}

import type { ReactNode } from 'react';

import { defaultStoreName } from '../meta/pageTitle';
import { shopLogo } from './shopLogo';

/**
 * The error page's frame when the layout's data is missing (the root loader itself failed): the
 * shop's logo linking home above the page, so even this page is recognisably the shop's.
 */
export function ErrorShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="error-shell">
        <a className="error-shell__logo" href="/">
          <img
            src={shopLogo.src}
            alt={defaultStoreName}
            width={shopLogo.width}
            height={shopLogo.height}
          />
        </a>
      </header>
      <main id="main">{children}</main>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CmsContent } from '../cms/CmsContent';
import { translate } from '../i18n/translate';
import type { LayoutData } from './loadLayoutData.server';

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  data: LayoutData;
  children: ReactNode;
}

/** The default layout of spec §2: top bar, header with the mega menu, the page, the footer. */
export function DefaultLayout({ data, children }: DefaultLayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {translate('navigation.skipToContent')}
      </a>
      {data.topBar ? <CmsContent html={data.topBar.html} /> : null}
      <header>
        <nav aria-label={translate('navigation.mainMenu')}>
          <ul>
            {data.navigation.map((item) => (
              <li key={item.id}>
                {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer>{data.footer.linksHtml ? <CmsContent html={data.footer.linksHtml} /> : null}</footer>
    </>
  );
}

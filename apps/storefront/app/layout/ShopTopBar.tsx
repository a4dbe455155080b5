import { TopBar } from '@agri-parts/ui';
import { useEffect, useRef, useState } from 'react';

import { browserCookieJar } from '../cookies/browserCookieJar';
import { CmsContent } from '../cms/CmsContent';
import { translate } from '../i18n/translate';
import type { LayoutData } from './loadLayoutData.server';
import { topBarDismissedCookieString } from './topBarDismissal';

const labels = {
  dismiss: translate('topBar.dismiss'),
  region: translate('topBar.region'),
  links: translate('topBar.links'),
};

/** Props of {@link ShopTopBar}. */
export interface ShopTopBarProps {
  topBar: LayoutData['topBar'];
  links: LayoutData['topMenu'];
  /** The key of the bar the shopper closed (its cookie), if any. */
  dismissedKey: string | null;
}

/**
 * The top bar (spec §2, issue 23): the owner's top bar block in a named landmark, and the top
 * menu block's links. Closing the message is remembered in a cookie under the message's key, so
 * the server leaves it out after a reload (no flash) until the owner changes it; focus then goes
 * to the bar's first link rather than being lost with the button.
 */
export function ShopTopBar({ topBar, links, dismissedKey }: ShopTopBarProps) {
  const [dismissed, setDismissed] = useState(topBar !== null && topBar.key === dismissedKey);
  const [closedHere, setClosedHere] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!closedHere) return;
    const next = barRef.current?.querySelector<HTMLElement>('a[href]');
    // Without links the bar is gone: the page's start is the sensible next place.
    (next ?? document.getElementById('main'))?.focus();
  }, [closedHere]);

  return (
    <TopBar
      ref={barRef}
      backgroundColor={topBar?.backgroundColor}
      textColor="#ffffff"
      dismissible
      dismissed={dismissed}
      onDismiss={() => {
        if (topBar) browserCookieJar().set(topBarDismissedCookieString(topBar.key));
        setDismissed(true);
        setClosedHere(true);
      }}
      links={links}
      labels={labels}
    >
      {topBar ? <CmsContent html={topBar.html} /> : null}
    </TopBar>
  );
}

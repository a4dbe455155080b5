import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { sameOriginMediaHtml } from '../media/sameOriginMedia';
import { useProxiedMediaOrigin } from '../media/useProxiedMediaOrigin';

/** Props of {@link CmsContent}. */
export interface CmsContentProps {
  /** HTML from the CMS, already sanitised on the server. */
  html: string;
  className?: string;
}

/** Whether a click on this link should stay inside the app instead of loading a new page. */
function isInAppLink(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  const href = anchor.getAttribute('href') ?? '';
  return (
    href.startsWith('/') &&
    // `//host` and `/\host` lead to other sites.
    !href.startsWith('//') &&
    !href.startsWith('/\\') &&
    (anchor.target === '' || anchor.target === '_self') &&
    !anchor.hasAttribute('download') &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * HTML content from the CMS. Its internal links (those starting with `/`) are followed inside the
 * app without a full page load; other links behave as usual. Its pictures on the API's media
 * come from the shop's own `/media/`, as every other picture does.
 */
export function CmsContent({ html, className }: CmsContentProps) {
  const navigate = useNavigate();
  const mediaOrigin = useProxiedMediaOrigin();
  const content = useMemo(() => sameOriginMediaHtml(html, mediaOrigin), [html, mediaOrigin]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || event.defaultPrevented || !isInAppLink(anchor, event)) return;
    event.preventDefault();
    void navigate(anchor.getAttribute('href') ?? '/');
  };
  return (
    // The links inside are real anchors and stay keyboard-usable; this only routes their clicks.
    <div
      className={className ? `cms-content ${className}` : 'cms-content'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}

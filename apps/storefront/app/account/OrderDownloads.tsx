import { useId } from 'react';

import { translate } from '../i18n/translate';
import type { DownloadRow } from './downloadView';

/**
 * The files an order bought, each a link whose text names the file ("Last ned Verkstedhåndbok
 * (PDF)"), with when the link ends. Nothing for an order without files. The links are plain
 * anchors: the storefront answers them with the file (or a login first), not with a page.
 */
export function OrderDownloads({ downloads }: { downloads: readonly DownloadRow[] }) {
  const titleId = useId();
  if (downloads.length === 0) return null;
  return (
    <section className="order-downloads" aria-labelledby={titleId}>
      <h2 id={titleId}>{translate('downloads.title')}</h2>
      <p>{translate('downloads.orderIntro')}</p>
      <ul className="order-downloads__list">
        {downloads.map((file) => (
          <li key={file.key}>
            <a href={file.href}>{translate('downloads.download', { title: file.title })}</a>
            {file.validUntil ? (
              <>
                {' '}
                <time dateTime={file.validUntil.dateTime}>{file.validUntil.text}</time>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

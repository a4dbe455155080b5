import { Link } from '@agri-parts/ui';
import { useLocation } from 'react-router';

import { translate } from '../i18n/translate';
import { downloadRefusalMessage, type PurchasedDownloadRow } from './downloadView';

/**
 * "Mine nedlastinger" (`/customer/downloads`): every file the customer has bought, newest order
 * first — a link naming the file, the product and order it came with, and when the link ends.
 * Links are signed afresh on each visit; a refused link lands here with `?lenke=` saying why.
 */
export function DownloadsPage({ downloads }: { downloads: readonly PurchasedDownloadRow[] }) {
  const refusal = downloadRefusalMessage(useLocation().search);
  return (
    <section className="account-page downloads-page" aria-labelledby="downloads-title">
      <h1 id="downloads-title">{translate('account.downloads')}</h1>
      {refusal ? (
        <p className="account-form__notice" role="alert">
          {refusal}
        </p>
      ) : null}
      {downloads.length === 0 ? (
        <p>
          {translate('downloads.empty')} <Link href="/">{translate('order.startShopping')}</Link>
        </p>
      ) : (
        <>
          <p>{translate('downloads.intro')}</p>
          <ul className="downloads-page__list">
            {downloads.map((file) => (
              <li key={file.key}>
                <a href={file.href}>{translate('downloads.download', { title: file.title })}</a>
                {file.origin && file.orderHref ? (
                  <>
                    <br />
                    <Link href={file.orderHref}>{file.origin}</Link>
                  </>
                ) : null}
                {file.validUntil ? (
                  <>
                    <br />
                    <time dateTime={file.validUntil.dateTime}>{file.validUntil.text}</time>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

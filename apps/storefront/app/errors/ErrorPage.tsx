import { Link } from 'react-router';

import { translate } from '../i18n/translate';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The HTTP status: 404 shows "Page not found", anything else "An error occurred". */
  status: number;
}

/**
 * The error page of spec §2: "Page not found" with the 404 image for a 404, "An error occurred"
 * with the status otherwise; both offer the way home and to the contact page.
 */
export function ErrorPage({ status }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <section className="error-page" data-status={status}>
      {notFound ? (
        <img
          className="error-page__image"
          src="/images/page-not-found.svg"
          alt=""
          width={480}
          height={240}
        />
      ) : null}
      <h1 className="error-page__title">
        {notFound ? translate('error.pageNotFound') : translate('error.generic')}
      </h1>
      {notFound ? null : (
        <p className="error-page__status">{translate('error.status', { status })}</p>
      )}
      <p className="error-page__actions">
        <Link className="ap-button ap-button--primary ap-button--md" to="/">
          {translate('navigation.home')}
        </Link>
        <Link className="ap-button ap-button--secondary ap-button--md" to="/kontakt-oss">
          {translate('navigation.contactUs')}
        </Link>
      </p>
    </section>
  );
}

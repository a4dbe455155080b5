import type { LinksFunction } from 'react-router';

import accountPagesStylesUrl from '../styles/accountPages.css?url';

/** The account pages' styles (address book, forms, orders), loaded with those pages only. */
export const accountPageLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: accountPagesStylesUrl },
];

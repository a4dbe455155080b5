import type { OrderLine, PurchasedDownload } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { accountPaths } from './accountPaths';
import { orderDate } from './orderView';

/** Where the storefront serves a signed link to the signed-in buyer (`routes/download.ts`). */
export const downloadPathPrefix = '/downloads/';

/** The query parameter of `/customer/downloads` saying why a download link was refused. */
export const downloadRefusalParameter = 'lenke';

/** Why commerce-api refused a link (its `X-Download-Refusal` header), as the storefront knows it. */
export type DownloadRefusal = 'expired' | 'invalid' | 'not-yours' | 'gone';

const refusalMessages: Record<DownloadRefusal, string> = {
  expired: translate('downloads.refusal.expired'),
  invalid: translate('downloads.refusal.invalid'),
  'not-yours': translate('downloads.refusal.notYours'),
  gone: translate('downloads.refusal.gone'),
};

/** The refusal a `X-Download-Refusal` value names; anything unknown counts as `invalid`. Pure. */
export function downloadRefusal(value: string | null): DownloadRefusal {
  return value !== null && Object.hasOwn(refusalMessages, value)
    ? (value as DownloadRefusal)
    : 'invalid';
}

/** The Norwegian notice for `?lenke=` on the downloads page, or null without one. Pure. */
export function downloadRefusalMessage(search: string): string | null {
  const value = new URLSearchParams(search).get(downloadRefusalParameter);
  return value === null ? null : refusalMessages[downloadRefusal(value)];
}

/**
 * The address a shopper opens for a signed link: the storefront's own `/downloads/<token>` as a
 * path (so it works whatever host the API thinks the shop has), any other link as it is. Pure.
 */
export function downloadHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname.startsWith(downloadPathPrefix)
      ? `${parsed.pathname}${parsed.search}`
      : url;
  } catch {
    return url;
  }
}

/** A file on a page: link text naming the file, its address and when the link ends. */
export interface DownloadRow {
  key: string;
  title: string;
  href: string;
  /** "Lenken gjelder til 9. november 2026."; null when the backend does not say. */
  validUntil: { text: string; dateTime: string } | null;
}

function validUntil(expiresAt: string | null): DownloadRow['validUntil'] {
  const date = expiresAt ? orderDate(expiresAt) : null;
  return date
    ? { text: translate('downloads.validUntil', { date: date.long }), dateTime: date.dateTime }
    : null;
}

/** The files an order's downloadable lines bought, those with a link. Pure. */
export function orderDownloadRows(items: readonly OrderLine[]): DownloadRow[] {
  return items.flatMap((item) =>
    item.downloads.flatMap((file) =>
      file.url
        ? [
            {
              key: `${item.id}:${file.uid}`,
              title: file.title || item.name,
              href: downloadHref(file.url),
              validUntil: validUntil(file.expiresAt),
            },
          ]
        : [],
    ),
  );
}

/** A purchased file on "Mine nedlastinger": the file, and the product and order it came with. */
export interface PurchasedDownloadRow extends DownloadRow {
  /** "Verkstedhåndbok – MF 135 – ordre 000000123"; null when the order is unknown. */
  origin: string | null;
  orderHref: string | null;
}

/** The customer's purchased files as the downloads page lists them. Pure. */
export function purchasedDownloadRows(
  downloads: readonly PurchasedDownload[],
): PurchasedDownloadRow[] {
  return downloads.map((download, index) => ({
    key: `${download.orderNumber ?? ''}:${download.uid ?? index}`,
    title: download.title,
    href: downloadHref(download.url),
    validUntil: validUntil(download.expiresAt),
    origin: download.orderNumber
      ? translate('downloads.productOrder', {
          product: download.productName ?? download.title,
          number: download.orderNumber,
        })
      : null,
    orderHref: download.orderNumber ? accountPaths.order(download.orderNumber) : null,
  }));
}

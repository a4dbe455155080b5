import type { OrderLine, PurchasedDownload } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
  downloadHref,
  downloadRefusal,
  downloadRefusalMessage,
  orderDownloadRows,
  purchasedDownloadRows,
} from './downloadView';

const line = (downloads: OrderLine['downloads'], id = 'l1'): OrderLine =>
  ({ id, name: 'Verkstedhåndbok – MF 135', downloads }) as OrderLine;

describe('downloadHref', () => {
  it('opens the storefront’s own signed links as a path, whatever host the API named', () => {
    expect(downloadHref('http://localhost:3000/downloads/1-2-3-4.abc')).toBe(
      '/downloads/1-2-3-4.abc',
    );
  });

  it('keeps any other link as it is', () => {
    const magento = 'https://magento.test/downloadable/download/link/id/abc/';
    expect(downloadHref(magento)).toBe(magento);
    expect(downloadHref('not a url')).toBe('not a url');
  });
});

describe('download refusals', () => {
  it('reads the API’s kinds and takes anything else as an invalid link', () => {
    expect(downloadRefusal('expired')).toBe('expired');
    expect(downloadRefusal('not-yours')).toBe('not-yours');
    expect(downloadRefusal('toString')).toBe('invalid');
    expect(downloadRefusal(null)).toBe('invalid');
  });

  it('says in Norwegian why a link was refused', () => {
    expect(downloadRefusalMessage('?lenke=expired')).toBe(
      'Nedlastingslenken er utløpt. Her er nye lenker til filene dine.',
    );
    expect(downloadRefusalMessage('')).toBeNull();
  });
});

describe('orderDownloadRows', () => {
  it('lists each file with a link, its title as the link text', () => {
    const rows = orderDownloadRows([
      line([
        {
          uid: 'u1',
          title: 'Verkstedhåndbok (PDF)',
          url: 'http://shop.test/downloads/t1',
          expiresAt: '2026-11-09T09:15:00.000Z',
        },
        { uid: 'u2', title: 'Koblingsskjema (PDF)', url: null, expiresAt: null },
      ]),
      line([], 'l2'),
    ]);
    expect(rows).toEqual([
      {
        key: 'l1:u1',
        title: 'Verkstedhåndbok (PDF)',
        href: '/downloads/t1',
        validUntil: { text: 'Lenken gjelder til 9. november 2026.', dateTime: '2026-11-09' },
      },
    ]);
  });
});

describe('purchasedDownloadRows', () => {
  it('names the product and links the order each file was bought with', () => {
    const download: PurchasedDownload = {
      uid: 'u1',
      title: 'Verkstedhåndbok (PDF)',
      productName: 'Verkstedhåndbok – MF 135',
      orderNumber: '000000123',
      orderDate: '2026-11-02T09:15:00Z',
      url: 'http://shop.test/downloads/t1',
      expiresAt: null,
    };
    expect(purchasedDownloadRows([download])).toEqual([
      {
        key: '000000123:u1',
        title: 'Verkstedhåndbok (PDF)',
        href: '/downloads/t1',
        validUntil: null,
        origin: 'Verkstedhåndbok – MF 135 – ordre 000000123',
        orderHref: '/customer/order-history/000000123',
      },
    ]);
  });
});

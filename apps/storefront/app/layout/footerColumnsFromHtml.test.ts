import { describe, expect, it } from 'vitest';

import { footerColumnsFromHtml } from './footerColumnsFromHtml';

describe('footerColumnsFromHtml', () => {
  it('reads each footer column: its heading and its links', () => {
    const html =
      '<div class="footer-column"><h3>Kundeservice</h3><ul><li><a href="/faq.html">Ofte stilte spørsmål</a></li>' +
      '<li><a href="/kontakt-oss">Kontakt oss</a></li></ul></div>' +
      '<div class="footer-column"><h3>Agri Deler</h3><ul><li><a href="/om-oss">Om &amp; oss</a></li></ul></div>';
    expect(footerColumnsFromHtml(html)).toEqual([
      {
        title: 'Kundeservice',
        links: [
          { label: 'Ofte stilte spørsmål', href: '/faq.html' },
          { label: 'Kontakt oss', href: '/kontakt-oss' },
        ],
      },
      { title: 'Agri Deler', links: [{ label: 'Om & oss', href: '/om-oss' }] },
    ]);
  });

  it('leaves out columns without a heading or without links', () => {
    const html =
      '<div class="footer-column"><ul><li><a href="/a">A</a></li></ul></div>' +
      '<div class="footer-column"><h3>Tom</h3></div>';
    expect(footerColumnsFromHtml(html)).toEqual([]);
  });

  it('drops links to javascript: and other unsafe schemes', () => {
    const html =
      '<div class="footer-column"><h3>Lenker</h3><a href="JaVaScRiPt:window.__xss=1">X</a>' +
      '<a href="/ok">OK</a></div>';
    expect(footerColumnsFromHtml(html)).toEqual([
      { title: 'Lenker', links: [{ label: 'OK', href: '/ok' }] },
    ]);
  });

  it('gives no columns for HTML of another shape', () => {
    expect(footerColumnsFromHtml('<p>Bare tekst med <a href="/x">lenke</a></p>')).toEqual([]);
    expect(footerColumnsFromHtml('')).toEqual([]);
  });
});

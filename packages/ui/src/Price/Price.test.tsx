import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows a regular price on its own', () => {
    expect(renderToString(<Price value="1 234,–" />)).toBe(
      '<span class="ap-price" data-state="regular">' +
        '<span class="ap-price__regular">1 234,–</span>' +
        '</span>',
    );
  });

  it('shows a special price as the old price deleted and the new price inserted', () => {
    expect(renderToString(<Price value="1 499,–" specialValue="1 199,–" />)).toBe(
      '<span class="ap-price" data-state="special">' +
        '<del class="ap-price__regular">1 499,–</del> ' +
        '<ins class="ap-price__special">1 199,–</ins>' +
        '</span>',
    );
  });

  it('says "Før" and "Nå" to screen readers before an offer’s two amounts, when given the words', () => {
    expect(
      renderToString(
        <Price
          value="1 499,–"
          specialValue="1 199,–"
          specialLabels={{ before: 'Før', now: 'Nå' }}
        />,
      ),
    ).toBe(
      '<span class="ap-price" data-state="special">' +
        '<del class="ap-price__regular"><span class="ap-visually-hidden">Før </span>1 499,–</del> ' +
        '<ins class="ap-price__special"><span class="ap-visually-hidden">Nå </span>1 199,–</ins>' +
        '</span>',
    );
  });

  it('treats an empty special price as no special price', () => {
    const html = renderToString(<Price value="99,90" specialValue="" />);

    expect(html).toContain('data-state="regular"');
    expect(html).not.toContain('<del');
    expect(html).not.toContain('<ins');
  });

  it('shows the tax label after the price', () => {
    expect(renderToString(<Price value="99,90" specialValue="79,90" taxLabel="inkl. mva" />)).toBe(
      '<span class="ap-price" data-state="special">' +
        '<del class="ap-price__regular">99,90</del> ' +
        '<ins class="ap-price__special">79,90</ins> ' +
        '<span class="ap-price__tax-label">inkl. mva</span>' +
        '</span>',
    );
  });

  it('passes span props through and adds its own class to a given one', () => {
    const html = renderToString(
      <Price
        value="10,–"
        className="product-card__price"
        id="price-1"
        aria-label="Pris 10 kroner"
      />,
    );

    expect(html).toBe(
      '<span id="price-1" aria-label="Pris 10 kroner" class="ap-price product-card__price" data-state="regular">' +
        '<span class="ap-price__regular">10,–</span>' +
        '</span>',
    );
  });

  it('shows a price on request as its words alone, without special price or tax label', () => {
    expect(
      renderToString(
        <Price value="Pris på forespørsel" specialValue="1 199,–" taxLabel="inkl. mva" onRequest />,
      ),
    ).toBe(
      '<span class="ap-price" data-state="on-request">' +
        '<span class="ap-price__on-request">Pris på forespørsel</span>' +
        '</span>',
    );
  });

  it('escapes the text it is given', () => {
    expect(renderToString(<Price value="<b>1</b>" />)).toContain('&lt;b&gt;1&lt;/b&gt;');
  });
});

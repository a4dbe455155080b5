import { describe, expect, it } from 'vitest';

import { bannerFromHtml } from './bannerFromHtml';

describe('bannerFromHtml', () => {
  it("reads the spec's banner fields from a Page Builder banner", () => {
    const html =
      '<div data-content-type="banner" data-link="/search?term=filter" data-link-text="Se filtre" ' +
      'data-link-type="link" data-link-target="_blank" data-link-color="#ffe07a" data-image="/media/vaar.jpg" ' +
      'data-description-color="#ffffff" data-gradient="linear-gradient(90deg, #0f3a1e 0%, rgba(15, 58, 30, 0.4) 100%)">' +
      '<p>Vårklargjøring: <strong>filtre</strong> og oljer</p></div>';
    expect(bannerFromHtml(html)).toEqual({
      description: 'Vårklargjøring: filtre og oljer',
      descriptionColor: '#ffffff',
      image: '/media/vaar.jpg',
      gradient: 'linear-gradient(90deg, #0f3a1e 0%, rgba(15, 58, 30, 0.4) 100%)',
      link: {
        href: '/search?term=filter',
        text: 'Se filtre',
        target: '_blank',
        color: '#ffe07a',
        type: 'link',
      },
    });
  });

  it('leaves out unsafe addresses, colours and gradients, and a link without a text', () => {
    const html =
      '<section data-content-type="banner" data-link="javascript:alert(1)" data-link-text="Klikk" ' +
      'data-image="data:image/png;base64,xx" data-description-color="red;background:url(x)" ' +
      'data-gradient="linear-gradient(url(x))">Tilbud</section>';
    expect(bannerFromHtml(html)).toEqual({
      description: 'Tilbud',
      descriptionColor: null,
      image: null,
      gradient: null,
      link: null,
    });
    expect(
      bannerFromHtml('<div data-content-type="banner" data-link="/parts">Finn deler</div>')?.link,
    ).toBeNull();
  });

  it('is null for other content and for a banner without a description', () => {
    expect(bannerFromHtml('<p>Slå opp kjøretøyopplysninger</p>')).toBeNull();
    expect(bannerFromHtml('<div data-content-type="banner" data-link="/x"> </div>')).toBeNull();
    expect(bannerFromHtml(null)).toBeNull();
  });

  it('makes a button of the link unless the owner asks for a plain link', () => {
    const html =
      '<div data-content-type="banner" data-link="/parts" data-link-text="Finn deler">Delesøk</div>';
    expect(bannerFromHtml(html)?.link?.type).toBe('button');
  });
});

import { describe, expect, it } from 'vitest';

import { withoutRepeatedContent } from './withoutRepeatedContent';

const own = {
  name: 'Traktordeler',
  subcategoryUrls: ['/traktordeler/motor.html', '/traktordeler/lys.html'],
};

describe('withoutRepeatedContent', () => {
  it('drops a first heading that repeats the category name, and a list of the sub-categories', () => {
    const html =
      '<div class="category-landing"><h2>Traktordeler</h2><ul class="links">' +
      '<li><a href="/traktordeler/motor.html">Motor</a></li>' +
      '<li><a href="/traktordeler/lys.html">Lys</a></li></ul>' +
      '<p>Bruk <a href="/parts">delesøket</a>.</p></div>';
    expect(withoutRepeatedContent(html, own)).toBe(
      '<div class="category-landing"><p>Bruk <a href="/parts">delesøket</a>.</p></div>',
    );
  });

  it('compares the heading without case, tags and extra spaces', () => {
    expect(withoutRepeatedContent('<h3> <strong>traktordeler</strong></h3><p>x</p>', own)).toBe(
      '<p>x</p>',
    );
  });

  it('keeps a heading that says something else, and only the first heading is compared', () => {
    const html = '<h2>Slik finner du delen</h2><h2>Traktordeler</h2>';
    expect(withoutRepeatedContent(html, own)).toBe(html);
  });

  it('keeps lists with other links or with text of their own', () => {
    const other =
      '<ul><li><a href="/traktordeler/motor.html">Motor</a></li><li><a href="/parts">Delesøk</a></li></ul>';
    const texts =
      '<ul><li><a href="/traktordeler/motor.html">Motor</a> – filter og pakninger</li></ul>';
    const plain = '<ul><li>Rask levering</li></ul>';
    expect(withoutRepeatedContent(other, own)).toBe(other);
    expect(withoutRepeatedContent(texts, own)).toBe(texts);
    expect(withoutRepeatedContent(plain, own)).toBe(plain);
  });
});

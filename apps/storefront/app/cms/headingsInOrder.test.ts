import { describe, expect, it } from 'vitest';

import { headingsInOrder } from './headingsInOrder';

describe('headingsInOrder', () => {
  it('moves questions in h3 right under the page’s h1 up to h2', () => {
    expect(headingsInOrder('<h3 class="q">Levering?</h3><p>Ja.</p><h3>Retur?</h3>', 1)).toBe(
      '<h2 class="q">Levering?</h2><p>Ja.</p><h2>Retur?</h2>',
    );
  });

  it('closes every gap between the levels used, keeping their order', () => {
    expect(headingsInOrder('<h2>A</h2><h4>B</h4><h6>C</h6>', 1)).toBe(
      '<h2>A</h2><h3>B</h3><h4>C</h4>',
    );
  });

  it('keeps headings already in order, and content without headings', () => {
    const html = '<h2>A</h2><h3>B</h3><p>tekst</p>';
    expect(headingsInOrder(html, 1)).toBe(html);
    expect(headingsInOrder('<p>h3</p>', 1)).toBe('<p>h3</p>');
  });

  it('counts from the level it is placed under', () => {
    expect(headingsInOrder('<h4>A</h4>', 2)).toBe('<h3>A</h3>');
  });
});

import { describe, expect, it } from 'vitest';

import { reorderCartPath, reorderNotice } from './reorderNotice';

describe('reorderCartPath and reorderNotice', () => {
  it('carry what a reorder did to the cart page, each missed line with its reason', () => {
    const path = reorderCartPath('000000123', {
      added: 2,
      missed: [
        { sku: 'OF-1', name: 'Oljefilter 10~20', problem: 'not-salable', message: 'x' },
        { sku: 'GONE', name: 'GONE', problem: 'not-found', message: 'y' },
      ],
    });
    const query = new URL(path, 'http://shop.test').searchParams;
    expect(new URL(path, 'http://shop.test').pathname).toBe('/cart');
    expect(reorderNotice(query)).toEqual({
      title: 'Varer lagt i handlekurven fra ordre 000000123: 2.',
      missedTitle: 'Disse kunne ikke legges i handlekurven:',
      missed: [
        { sku: 'OF-1', name: 'Oljefilter 10~20', reason: expect.stringContaining('utsolgt') },
        { sku: 'GONE', name: 'GONE', reason: 'Varen finnes ikke lenger.' },
      ],
    });
  });

  it('says when nothing went in, and nothing for an ordinary visit or a broken query', () => {
    const none = new URLSearchParams({ reordered: '7', added: '0' });
    expect(reorderNotice(none)?.title).toBe('Ingen varer fra ordre 7 kunne legges i handlekurven.');
    expect(reorderNotice(new URLSearchParams())).toBeNull();
    expect(reorderNotice(new URLSearchParams({ reordered: '7', added: 'x' }))).toBeNull();
  });
});

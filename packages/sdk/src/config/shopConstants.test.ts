import { describe, expect, it } from 'vitest';
import { shopConstants } from './shopConstants';

describe('shopConstants', () => {
  it('names every cookie distinctly with the vsf- prefix', () => {
    const names = Object.values(shopConstants.cookies.names);

    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^vsf-[a-z-]+$/);
  });
});

import { describe, expect, it } from 'vitest';
import { specialPrice } from './specialPrice';

const nok = (value: number) => ({ value, currency: 'NOK' });

describe('specialPrice', () => {
  it('has a special price when the final price is lower', () => {
    expect(specialPrice({ regular: nok(499), final: nok(399) })).toEqual({
      regular: nok(499),
      special: nok(399),
    });
  });

  it('has none when the final price is the same or higher', () => {
    expect(specialPrice({ regular: nok(499), final: nok(499) }).special).toBeNull();
    expect(specialPrice({ regular: nok(499), final: nok(599) }).special).toBeNull();
  });
});

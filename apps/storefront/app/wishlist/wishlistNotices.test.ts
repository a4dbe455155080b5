import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
  mergeFailedNotice,
  movedToCartNotice,
  removeFailedNotice,
  wishlistCartErrorNotice,
} from './wishlistNotices';

describe('movedToCartNotice', () => {
  it('is spec §8’s success notice with the product', () => {
    expect(movedToCartNotice('Oljefilter')).toEqual({
      type: 'success',
      message: 'Du la Oljefilter i handlekurven.',
    });
  });
});

describe('wishlistCartErrorNotice', () => {
  it('is a danger notice titled “Wishlist error” with the cart’s message', () => {
    expect(
      wishlistCartErrorNotice(
        new SdkError('graphql', 'The requested qty is not available', {
          refusal: { kind: 'out_of_stock', availableQuantity: 1 },
        }),
      ),
    ).toEqual({
      type: 'danger',
      title: 'Feil i ønskelisten',
      message: 'Det er bare 1 på lager.',
    });
    // One the shop has no Norwegian for stays as the API wrote it.
    expect(wishlistCartErrorNotice(new SdkError('graphql', 'Something odd')).message).toBe(
      'Something odd',
    );
  });

  it('says the shop’s own text when the API could not be reached or something else failed', () => {
    const own = 'Vi kunne ikke legge varen i handlekurven. Prøv igjen.';
    expect(wishlistCartErrorNotice(new SdkError('network', 'fetch failed')).message).toBe(own);
    expect(wishlistCartErrorNotice(new SdkError('http', 'Bad gateway')).message).toBe(own);
    expect(wishlistCartErrorNotice(new SdkError('graphql', '  ')).message).toBe(own);
    expect(wishlistCartErrorNotice(new TypeError('x is undefined')).message).toBe(own);
  });
});

describe('removeFailedNotice and mergeFailedNotice', () => {
  it('are danger notices; the merge one stays until dismissed', () => {
    expect(removeFailedNotice()).toMatchObject({ type: 'danger', title: 'Feil i ønskelisten' });
    expect(removeFailedNotice().persist).toBeUndefined();
    expect(mergeFailedNotice()).toMatchObject({
      type: 'danger',
      title: 'Feil i ønskelisten',
      persist: true,
    });
    expect(mergeFailedNotice().message).toContain('Varene er tatt vare på');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCartTotals } from '../fixtures/buildCart';
import { CartSummary } from './CartSummary';

describe('CartSummary', () => {
  it('stacks the coupon, the free-shipping part, the sums, the notes and the checkout link', () => {
    render(
      <CartSummary
        label="Sammendrag"
        coupon={<p>kupong</p>}
        freeShipping={<p>frakt</p>}
        rows={buildCartTotals()}
        notes={[{ id: 'same-day', icon: 'clock', text: 'Bestill før kl. 14:00' }]}
        checkout={{ href: '/checkout', label: 'Gå til kassen' }}
      />,
    );

    const section = screen.getByRole('region', { name: 'Sammendrag' });
    expect([...section.children].map((child) => child.tagName)).toEqual([
      'P',
      'P',
      'DL',
      'UL',
      'A',
    ]);
    expect(within(section).getAllByRole('definition').at(-1)?.textContent).toBe('2 265,30');
    expect(within(section).getByRole('listitem').textContent).toBe('Bestill før kl. 14:00');
    const link = within(section).getByRole('link', { name: 'Gå til kassen' });
    expect(link.getAttribute('href')).toBe('/checkout');
    expect(link.className).toContain('ap-button--primary');
  });

  it('leaves out what it is not given', () => {
    render(
      <CartSummary
        label="Sammendrag"
        rows={[]}
        checkout={{ href: '/checkout', label: 'Gå til kassen' }}
      />,
    );

    expect(
      [...screen.getByRole('region', { name: 'Sammendrag' }).children].map((c) => c.tagName),
    ).toEqual(['A']);
  });
});

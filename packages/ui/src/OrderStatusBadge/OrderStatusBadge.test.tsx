import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('OrderStatusBadge', () => {
  it('shows the translated label in the tone of the status', () => {
    render(<OrderStatusBadge status="On Hold" label="På vent" />);

    const badge = screen.getByText('På vent');
    expect(badge.dataset.tone).toBe('warning');
    expect(badge.className).toBe('ap-order-status ap-order-status--warning');
  });

  it('shows the status itself without a label', () => {
    render(<OrderStatusBadge status="Complete" label="" />);

    expect(screen.getByText('Complete').dataset.tone).toBe('success');
  });

  it('keeps the colour dot away from assistive technology', () => {
    const { container } = render(<OrderStatusBadge status="Canceled" label="Kansellert" />);

    expect(container.querySelector('.ap-order-status__dot')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(container.textContent).toBe('Kansellert');
  });
});

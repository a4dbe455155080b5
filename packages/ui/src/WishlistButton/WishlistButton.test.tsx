import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistButton } from './WishlistButton';

const labels = { add: 'Legg i ønskelisten', added: 'Lagt i ønskelisten' };

describe('WishlistButton', () => {
  it('is an unpressed toggle saying "add" while the product is not on the wishlist', async () => {
    const onToggle = vi.fn();
    render(<WishlistButton wishlisted={false} onToggle={onToggle} labels={labels} />);

    const button = screen.getByRole('button', { name: 'Legg i ønskelisten', pressed: false });
    expect(button.dataset.state).toBe('off');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is pressed and says "added" while it is, and asks to remove it', async () => {
    const onToggle = vi.fn();
    render(<WishlistButton wishlisted onToggle={onToggle} labels={labels} className="extra" />);

    const button = screen.getByRole('button', { name: 'Lagt i ønskelisten', pressed: true });
    expect(button.className).toBe('ap-wishlist-button extra');
    expect(button.dataset.state).toBe('on');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('ignores clicks while busy and says so', async () => {
    const onToggle = vi.fn();
    render(<WishlistButton wishlisted busy onToggle={onToggle} labels={labels} />);

    const button = screen.getByRole('button', { pressed: true });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});

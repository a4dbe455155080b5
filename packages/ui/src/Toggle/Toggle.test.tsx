import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './Toggle';

const texts = { label: 'inkl. mva', onLabel: 'På', offLabel: 'Av' };

describe('Toggle', () => {
  it('is a switch named by its label, off by default', () => {
    render(<Toggle {...texts} />);

    const toggle = screen.getByRole('switch', { name: 'inkl. mva' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe('Av');
  });

  it('flips on click when uncontrolled and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Toggle {...texts} onCheckedChange={onCheckedChange} />);

    await userEvent.click(screen.getByRole('switch'));

    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch').textContent).toBe('På');
    expect(screen.getByRole('switch').dataset.state).toBe('on');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('flips when its label is clicked and with the keyboard', async () => {
    render(<Toggle {...texts} />);

    await userEvent.click(screen.getByText('inkl. mva'));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('follows the checked prop when controlled', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Toggle {...texts} checked onCheckedChange={onCheckedChange} />);

    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    rerender(<Toggle {...texts} checked={false} onCheckedChange={onCheckedChange} />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('works with state owned by the parent', async () => {
    function Parent() {
      const [checked, setChecked] = useState(true);
      return <Toggle {...texts} checked={checked} onCheckedChange={setChecked} />;
    }
    render(<Parent />);

    await userEvent.click(screen.getByRole('switch'));

    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('does not flip while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Toggle {...texts} disabled onCheckedChange={onCheckedChange} />);

    await userEvent.click(screen.getByRole('switch'));

    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { TotalBar } from './TotalBar';

describe('TotalBar', () => {
  it('shows the label and amount beside the action, which works', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <TotalBar
        label="Totalt inkl. mva"
        total="1 235,–"
        action={<Button onClick={onClick}>Fullfør bestillingen</Button>}
      />,
    );

    expect(container.querySelector('.ap-total-bar__total')?.textContent).toBe(
      'Totalt inkl. mva 1 235,–',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fullfør bestillingen' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(container.firstElementChild?.getAttribute('data-sticky')).toBe('false');
    expect(container.querySelector('.ap-total-bar__message')).toBeNull();
  });

  it('puts a message above the total and sticks when asked to', () => {
    const { container } = render(
      <TotalBar
        sticky
        label="Totalt inkl. mva"
        total="1 235,–"
        action={<Button>Fullfør bestillingen</Button>}
        message={<p role="alert">Betalingen ble avvist.</p>}
      />,
    );

    const bar = container.firstElementChild;
    expect(bar?.getAttribute('data-sticky')).toBe('true');
    expect(bar?.className).toContain('ap-total-bar--sticky');
    expect(bar?.firstElementChild?.textContent).toBe('Betalingen ble avvist.');
    expect(screen.getByRole('alert').textContent).toBe('Betalingen ble avvist.');
  });
});

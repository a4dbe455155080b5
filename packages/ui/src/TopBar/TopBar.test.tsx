import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('shows its content on the configured background colour', () => {
    const { container } = render(<TopBar backgroundColor="#f5c518">Fri frakt over 6000 kr</TopBar>);

    expect(screen.getByText('Fri frakt over 6000 kr')).toBeDefined();
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.style.getPropertyValue('--ap-top-bar-background')).toBe('#f5c518');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides itself when dismissed, and tells the app', async () => {
    const onDismiss = vi.fn();
    render(
      <TopBar dismissible onDismiss={onDismiss} labels={{ dismiss: 'Lukk' }}>
        Fri frakt over 6000 kr
      </TopBar>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Lukk' }));

    expect(screen.queryByText('Fri frakt over 6000 kr')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('follows the dismissed prop when controlled', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <TopBar dismissible dismissed={false} onDismiss={onDismiss} labels={{ dismiss: 'Lukk' }}>
        Åpent 07–16
      </TopBar>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.getByText('Åpent 07–16')).toBeDefined();

    rerender(
      <TopBar dismissible dismissed onDismiss={onDismiss} labels={{ dismiss: 'Lukk' }}>
        Åpent 07–16
      </TopBar>,
    );
    expect(screen.queryByText('Åpent 07–16')).toBeNull();
  });
});

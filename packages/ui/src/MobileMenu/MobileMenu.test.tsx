import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMegaMenuItems } from '../fixtures/buildMegaMenuItems';
import { MobileMenu } from './MobileMenu';

const labels = { navigation: 'Hovedmeny', submenu: (title: string) => `Undermeny for ${title}` };

describe('MobileMenu', () => {
  it('lists the top-level entries with nested lists collapsed', () => {
    render(<MobileMenu items={buildMegaMenuItems()} labels={labels} />);

    expect(screen.getByRole('navigation', { name: 'Hovedmeny' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Traktordeler' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Motor' })).toBeNull();
    expect(
      screen
        .getByRole('button', { name: 'Undermeny for Traktordeler' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('expands and collapses each level on its own', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={buildMegaMenuItems()} labels={labels} />);

    await user.click(screen.getByRole('button', { name: 'Undermeny for Traktordeler' }));
    expect(screen.getByRole('link', { name: 'Motor' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Vannpumper' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undermeny for Motor' }));
    expect(screen.getByRole('link', { name: 'Vannpumper' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Undermeny for Traktordeler' }));
    expect(screen.queryByRole('link', { name: 'Motor' })).toBeNull();
  });

  it('shows an entry without a link as text and tells the app when a link is followed', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<MobileMenu items={buildMegaMenuItems()} labels={labels} onNavigate={onNavigate} />);

    expect(screen.queryByRole('link', { name: 'Redskap' })).toBeNull();
    expect(screen.getByText('Redskap')).toBeDefined();

    const link = screen.getByRole('link', { name: 'Tilbud' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});

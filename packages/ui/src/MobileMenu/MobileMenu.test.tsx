import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMegaMenuItems, buildMegaMenuTopLevel } from '../fixtures/buildMegaMenuItems';
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

describe('MobileMenu with children loaded on demand', () => {
  const loadLabels = {
    ...labels,
    loading: 'Laster menyen …',
    loadFailed: 'Vi kunne ikke hente menyen.',
    retry: 'Prøv igjen',
  };

  it('offers to expand an entry whose children are still to come, and asks for them', async () => {
    const user = userEvent.setup();
    const onLoadChildren = vi.fn();
    const { rerender } = render(
      <MobileMenu
        items={buildMegaMenuTopLevel()}
        labels={loadLabels}
        onLoadChildren={onLoadChildren}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Undermeny for Traktordeler' }));
    expect(onLoadChildren).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Laster menyen …');

    rerender(
      <MobileMenu
        items={buildMegaMenuItems()}
        labels={loadLabels}
        onLoadChildren={onLoadChildren}
      />,
    );
    expect(screen.getByRole('link', { name: 'Motor' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    // No entry without sub-items gets a button.
    expect(screen.queryByRole('button', { name: 'Undermeny for Tilbud' })).toBeNull();
  });

  it('says when they could not be loaded and tries again, focus kept on the entry', async () => {
    const user = userEvent.setup();
    const onLoadChildren = vi.fn();
    render(
      <MobileMenu
        items={buildMegaMenuTopLevel()}
        labels={loadLabels}
        onLoadChildren={onLoadChildren}
        childrenFailed
      />,
    );
    const entry = screen.getByRole('button', { name: 'Undermeny for Hydraulikk' });
    await user.click(entry);
    onLoadChildren.mockClear();

    expect(screen.getByRole('alert').textContent).toBe('Vi kunne ikke hente menyen.');
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));

    expect(onLoadChildren).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(entry);
    expect(entry.getAttribute('aria-expanded')).toBe('true');
  });
});

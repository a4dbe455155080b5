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

describe('TopBar in the page', () => {
  it('puts the message in a named landmark and the links in a named navigation', () => {
    render(
      <TopBar
        links={[
          { href: '/parts', label: 'Delesøk' },
          { href: '/kontakt-oss', label: 'Kontakt oss' },
        ]}
        labels={{ dismiss: 'Lukk', region: 'Kunngjøring', links: 'Snarveier' }}
      >
        Fri frakt over 6000 kr
      </TopBar>,
    );

    expect(screen.getByRole('complementary', { name: 'Kunngjøring' }).textContent).toContain(
      'Fri frakt',
    );
    const links = screen.getByRole('navigation', { name: 'Snarveier' });
    expect(
      [...links.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Delesøk', '/parts'],
      ['Kontakt oss', '/kontakt-oss'],
    ]);
  });

  it('keeps the links when the message is dismissed, and renders nothing without either', async () => {
    const { rerender, container } = render(
      <TopBar
        dismissible
        links={[{ href: '/parts', label: 'Delesøk' }]}
        labels={{ dismiss: 'Lukk', region: 'Kunngjøring', links: 'Snarveier' }}
      >
        Fri frakt over 6000 kr
      </TopBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Delesøk' })).toBeDefined();

    rerender(<TopBar dismissed>Fri frakt over 6000 kr</TopBar>);
    expect(container.firstChild).toBeNull();
  });
});

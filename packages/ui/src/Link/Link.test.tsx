import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { isExternalHref, Link, LinkProvider } from './Link';

function RouterLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a {...props} href={href} data-router="yes" />;
}

describe('Link', () => {
  it('renders a plain anchor without a provider', () => {
    render(<Link href="/parts">Delesøk</Link>);

    const link = screen.getByRole('link', { name: 'Delesøk' });
    expect(link).toHaveProperty('tagName', 'A');
    expect(link.getAttribute('href')).toBe('/parts');
    expect(link.hasAttribute('data-router')).toBe(false);
  });

  it('renders the injected router link for in-app paths', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/onskeliste" className="x">
          Ønskeliste
        </Link>
      </LinkProvider>,
    );

    const link = screen.getByRole('link', { name: 'Ønskeliste' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.className).toBe('x');
  });

  it('keeps full addresses and phone numbers out of the router', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="https://example.no">Ute</Link>
        <Link href="tel:+4761150000">Ring</Link>
      </LinkProvider>,
    );

    expect(screen.getByRole('link', { name: 'Ute' }).hasAttribute('data-router')).toBe(false);
    expect(screen.getByRole('link', { name: 'Ring' }).hasAttribute('data-router')).toBe(false);
  });

  it('adds noopener noreferrer to links that open a new window, keeping a given rel', () => {
    render(
      <Link href="/katalog.pdf" target="_blank" rel="nofollow">
        Katalog
      </Link>,
    );

    expect(screen.getByRole('link', { name: 'Katalog' }).getAttribute('rel')).toBe(
      'nofollow noopener noreferrer',
    );
  });

  it('tells external addresses from in-app paths', () => {
    expect(isExternalHref('/parts/traktor')).toBe(false);
    expect(isExternalHref('aktuelt')).toBe(false);
    expect(isExternalHref('https://agri.no')).toBe(true);
    expect(isExternalHref('//cdn.agri.no/x.png')).toBe(true);
    expect(isExternalHref('mailto:post@agri.no')).toBe(true);
  });
});

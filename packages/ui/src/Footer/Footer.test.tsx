import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFooterColumns } from '../fixtures/buildFooterColumns';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows each column as a heading over its links in a labelled navigation', () => {
    render(<Footer columns={buildFooterColumns()} labels={{ navigation: 'Bunnmeny' }} />);

    const nav = screen.getByRole('navigation', { name: 'Bunnmeny' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Kundeservice', 'Handle hos oss', 'Om oss']);
    expect(within(nav).getByRole('link', { name: 'Kontakt oss' }).getAttribute('href')).toBe(
      '/kontakt-oss',
    );
  });

  it('opens external links in a new window safely', () => {
    render(<Footer columns={buildFooterColumns()} labels={{ navigation: 'Bunnmeny' }} />);

    const link = screen.getByRole('link', { name: 'Facebook' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the contact block under its heading and the bottom text', () => {
    render(
      <Footer
        columns={[]}
        contact={<a href="tel:+4761150000">61 15 00 00</a>}
        bottomText="Agri Deler AS · Org.nr. 999 999 999"
        labels={{ navigation: 'Bunnmeny', contact: 'Kontakt oss' }}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Kontakt oss' })).toBeDefined();
    expect(screen.getByRole('link', { name: '61 15 00 00' })).toBeDefined();
    expect(screen.getByText('Agri Deler AS · Org.nr. 999 999 999')).toBeDefined();
  });
});

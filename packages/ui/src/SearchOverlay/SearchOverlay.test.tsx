import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildSearchCategories,
  buildSearchHelpLinks,
  buildSearchOverlayLabels,
  buildSearchProducts,
} from '../fixtures/buildSearchResults';
import { SearchOverlay, type SearchOverlayProps } from './SearchOverlay';

function Controlled(props: Partial<SearchOverlayProps>) {
  const [open, setOpen] = useState(true);
  const [term, setTerm] = useState(props.term ?? 'filter');
  return (
    <SearchOverlay
      products={buildSearchProducts()}
      categories={buildSearchCategories()}
      showAllHref="/search?term=filter"
      labels={buildSearchOverlayLabels()}
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
      term={term}
      onTermChange={(next) => {
        setTerm(next);
        props.onTermChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Søk i nettbutikken' });

describe('SearchOverlay', () => {
  it('opens as a dialog with focus in the labelled search field', () => {
    render(<Controlled />);

    expect(screen.getByRole('dialog', { name: 'Søk' })).toBeDefined();
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('name')).toBe('term');
  });

  it('opens with the cursor after the term, so typing goes on instead of replacing it', () => {
    render(<Controlled term="fi" />);
    const input = field() as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('reports typing; the field shows the term it is given', async () => {
    const onTermChange = vi.fn();
    render(<Controlled term="" onTermChange={onTermChange} />);

    await userEvent.type(field(), 'mf');

    expect(onTermChange).toHaveBeenLastCalledWith('mf');
    expect(field()).toHaveProperty('value', 'mf');
  });

  it('lists products with name and price and categories as links, then "show all"', () => {
    render(<Controlled />);

    const products = screen.getByRole('group', { name: 'Produkter' });
    const links = within(products).getAllByRole('option');
    expect(links).toHaveLength(3);
    expect(links[0]?.textContent).toContain('Oljefilter – Massey Ferguson 35');
    expect(links[0]?.textContent).toContain('349,–');
    expect(links[0]?.querySelector('.ap-part-number')?.textContent).toBe(
      'Varenr. MF-1447318M1 Orig.nr. 1447318M1',
    );
    expect(links[2]?.querySelector('.ap-part-number')?.textContent).toBe('Varenr. ZE-LF-5211');
    expect(
      within(screen.getByRole('group', { name: 'Kategorier' }))
        .getByRole('option', { name: 'Filter' })
        .getAttribute('href'),
    ).toBe('/traktordeler/filter.html');
    expect(
      screen.getByRole('link', { name: 'Vis alle resultater for «filter»' }).getAttribute('href'),
    ).toBe('/search?term=filter');
  });

  it('shows a product sold by quote with the words in place of a price, without the tax label', () => {
    const [first, ...rest] = buildSearchProducts();
    render(
      <Controlled
        products={[{ ...first!, price: 'Pris på forespørsel', priceOnRequest: true }, ...rest]}
        labels={{ ...buildSearchOverlayLabels(), taxLabel: 'inkl. mva' }}
      />,
    );

    const link = within(screen.getByRole('group', { name: 'Produkter' })).getAllByRole(
      'option',
    )[0]!;
    expect(link.querySelector('.ap-price')?.getAttribute('data-state')).toBe('on-request');
    expect(link.textContent).toContain('Pris på forespørsel');
    expect(link.textContent).not.toContain('inkl. mva');
  });

  it('is a combobox: the arrow keys move the active option while the focus stays in the field', async () => {
    render(<Controlled />);
    const listbox = screen.getByRole('listbox');
    expect(field().getAttribute('aria-controls')).toBe(listbox.id);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    const active = () => document.getElementById(field().getAttribute('aria-activedescendant')!);

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(field());
    expect(active()?.textContent).toContain('Oljefilter');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Filter');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Hydraulikkfilter');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()?.textContent).toBe('Filter');
    expect(within(listbox).getAllByRole('option', { selected: true })).toHaveLength(1);

    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('is collapsed without options, and a new term forgets the active option', async () => {
    const { rerender } = render(<Controlled />);
    await userEvent.keyboard('{ArrowDown}');
    expect(field().hasAttribute('aria-activedescendant')).toBe(true);

    rerender(<Controlled products={buildSearchProducts().slice(1)} />);
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    rerender(<Controlled products={[]} categories={[]} />);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('gives the focus back to the element that opened it when it closes', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Søk
          </button>
          <SearchOverlay
            open={open}
            onOpenChange={setOpen}
            term=""
            onTermChange={() => {}}
            labels={buildSearchOverlayLabels()}
          />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Søk' });

    await userEvent.click(opener);
    expect(document.activeElement).toBe(field());
    await userEvent.keyboard('{Escape}');

    expect(document.activeElement).toBe(opener);
  });

  it('follows the active option with Enter and tells the app', async () => {
    const onNavigate = vi.fn();
    const onSubmit = vi.fn();
    render(<Controlled onNavigate={onNavigate} onSubmit={onSubmit} />);
    const clicks = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', clicks);

    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onNavigate).toHaveBeenCalledWith('/oljefilter-mf-35.html');
    expect(onSubmit).not.toHaveBeenCalled();
    document.removeEventListener('click', clicks);
  });

  it('closes on Escape and from the close button', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<Controlled onOpenChange={onOpenChange} />);

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Controlled onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lukk søk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows loading and "no results", and reads out only settled results, politely', async () => {
    vi.useFakeTimers();
    const Overlay = (props: Partial<SearchOverlayProps>) => (
      <SearchOverlay
        open
        onOpenChange={() => {}}
        term="filter"
        onTermChange={() => {}}
        products={buildSearchProducts()}
        categories={buildSearchCategories()}
        labels={buildSearchOverlayLabels()}
        {...props}
      />
    );
    try {
      const { rerender } = render(<Overlay loading products={[]} categories={[]} />);
      const status = screen.getByRole('status');
      expect(screen.getByText('Søker …')).toBeDefined();
      expect(status.textContent).toBe('');

      // A partial word that finds nothing is not read out while the shopper goes on typing.
      rerender(<Overlay term="fil" products={[]} categories={[]} />);
      expect(screen.getByText('Ingen treff på «fil»')).toBeDefined();
      act(() => vi.advanceTimersByTime(500));
      rerender(<Overlay term="filter" totalCount={12} />);
      act(() => vi.advanceTimersByTime(500));
      expect(status.textContent).toBe('');
      act(() => vi.advanceTimersByTime(300));
      expect(status.textContent).toBe('12 produkter');

      rerender(<Overlay term=" kombinasjonstang " products={[]} categories={[]} />);
      act(() => vi.advanceTimersByTime(800));
      expect(status.textContent).toBe('Ingen treff på «kombinasjonstang»');
      expect(screen.queryByRole('link', { name: /Vis alle/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the part finder, the plate search and the phone when nothing is found', async () => {
    const onNavigate = vi.fn();
    const { unmount } = render(
      <Controlled
        term="xqzzy"
        products={[]}
        categories={[]}
        helpLinks={buildSearchHelpLinks()}
        onNavigate={onNavigate}
      />,
    );
    const phone = screen.getByRole('link', { name: 'Ring oss: 62 00 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+4762000000');
    expect(
      screen.getByRole('link', { name: 'Søk på registreringsnummer' }).getAttribute('href'),
    ).toBe('/parts?mode=plate');
    // The phone is the device's to call: the overlay is not told to navigate there.
    phone.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(phone);
    expect(onNavigate).not.toHaveBeenCalled();
    unmount();

    render(<Controlled helpLinks={buildSearchHelpLinks()} />);
    expect(screen.queryByRole('link', { name: 'Finn deler til traktoren din' })).toBeNull();
  });

  it('suggests another term as a link, with or without results, but not while loading', () => {
    const suggestion = { term: 'termostat', href: '/search?term=termostat' };
    const { rerender } = render(
      <Controlled term="termostatt" products={[]} categories={[]} suggestion={suggestion} />,
    );
    const link = screen.getByRole('link', { name: 'Mente du «termostat»?' });
    expect(link.getAttribute('href')).toBe('/search?term=termostat');
    expect(link.hasAttribute('data-search-result')).toBe(true);

    rerender(<Controlled suggestion={suggestion} />);
    expect(screen.getByRole('link', { name: 'Mente du «termostat»?' })).toBeDefined();

    rerender(<Controlled suggestion={suggestion} loading />);
    expect(screen.queryByRole('link', { name: 'Mente du «termostat»?' })).toBeNull();
  });

  it('searches with a GET form to /search so Enter works before hydration', async () => {
    const onSubmit = vi.fn((_term: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(<Controlled onSubmit={onSubmit} />);

    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    await userEvent.type(field(), '{Enter}');
    expect(onSubmit.mock.calls[0]?.[0]).toBe('filter');
  });
});

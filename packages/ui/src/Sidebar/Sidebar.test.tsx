import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '../Dropdown/Dropdown';
import { Sidebar } from './Sidebar';

describe('Sidebar', () => {
  it('opens from the chosen side as a dialog named by its title', () => {
    render(
      <Sidebar open side="left" title="Meny" labels={{ close: 'Lukk meny' }}>
        <a href="/parts">Delesøk</a>
      </Sidebar>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Meny' });
    expect(dialog.className).toContain('ap-sidebar--left');
    expect(dialog.dataset.state).toBe('open');
  });

  it('keeps a footer out of the scrolling body, after it; none without one', () => {
    const { rerender } = render(
      <Sidebar open title="Handlekurv" labels={{ close: 'Lukk' }} footer={<p>Totalt 1 235,–</p>}>
        <p>Linjene</p>
      </Sidebar>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Handlekurv' });
    const body = dialog.querySelector('.ap-sidebar__body');
    const footer = dialog.querySelector('.ap-sidebar__footer');
    expect(footer?.textContent).toBe('Totalt 1 235,–');
    expect(body?.contains(footer ?? null)).toBe(false);
    expect(body?.nextElementSibling).toBe(footer);

    rerender(
      <Sidebar open title="Handlekurv" labels={{ close: 'Lukk' }}>
        <p>Linjene</p>
      </Sidebar>,
    );
    expect(dialog.querySelector('.ap-sidebar__footer')).toBeNull();
  });

  it('stays open when Escape closes an open dropdown inside it; the next Escape closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Sidebar open onOpenChange={onOpenChange} title="Filter" labels={{ close: 'Lukk' }}>
        <Dropdown
          options={[{ value: 'valtra', label: 'Valtra' }]}
          labels={{ label: 'Merke', filter: 'Filtrer merker' }}
          filterable
        />
      </Sidebar>,
    );

    await user.click(screen.getByRole('button', { name: /^Merke/ }));
    expect(screen.getByRole('listbox')).toBeDefined();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Merke/ })).toBe(document.activeElement);

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks to close on Escape, on the close button and on an outside click', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Sidebar open onOpenChange={onOpenChange} title="Handlekurv" labels={{ close: 'Lukk' }}>
        Tom
      </Sidebar>,
    );

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    await user.click(document.querySelector('.ap-sidebar__overlay') as Element);

    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('ignores outside clicks when persistent', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Sidebar
        open
        persistent
        onOpenChange={onOpenChange}
        title="Filter"
        labels={{ close: 'Lukk' }}
      >
        Filtre
      </Sidebar>,
    );

    await user.click(document.querySelector('.ap-sidebar__overlay') as Element);

    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('stops the page from scrolling while open', () => {
    const { rerender } = render(
      <Sidebar open title="Meny" labels={{ close: 'Lukk' }}>
        Innhold
      </Sidebar>,
    );
    // Radix (react-remove-scroll) locks the body with a style rule on the body element.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);

    rerender(
      <Sidebar open={false} title="Meny" labels={{ close: 'Lukk' }}>
        Innhold
      </Sidebar>,
    );
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('sends the focus where onCloseAutoFocus says instead of back to the opener', async () => {
    const user = userEvent.setup();
    function Filters() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Filtrer
          </button>
          <div id="results" tabIndex={-1}>
            Resultater
          </div>
          <Sidebar
            open={open}
            onOpenChange={setOpen}
            title="Filter"
            labels={{ close: 'Lukk' }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              document.getElementById('results')?.focus();
            }}
            footer={
              <button type="button" onClick={() => setOpen(false)}>
                Vis 12 produkter
              </button>
            }
          />
        </>
      );
    }
    render(<Filters />);

    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await user.click(screen.getByRole('button', { name: 'Vis 12 produkter' }));

    expect(document.activeElement?.id).toBe('results');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { buildTractorListItems, buildTractorListLabels } from '../fixtures/buildTractors';
import { TractorList } from './TractorList';

const labels = buildTractorListLabels();

function describedByText(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('TractorList', () => {
  it('shows a card per machine: name, finder, plate and the active badge', () => {
    render(<TractorList items={buildTractorListItems()} labels={labels} />);

    const list = screen.getByRole('list', { name: 'Mine traktorer' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Massey Ferguson 6480',
      'Valtra N134',
      'Gamleplogen',
    ]);
    const first = screen.getByRole('article', { name: 'Massey Ferguson 6480' });
    expect(first.dataset.active).toBe('true');
    expect(within(first).getByText('Aktiv')).toBeDefined();
    expect(first.querySelector('dl')?.textContent).toBe('TypeTraktorReg.nr.AB12345');
    const second = screen.getByRole('article', { name: 'Valtra N134' });
    expect(second.dataset.active).toBeUndefined();
    expect(within(second).queryByText('Aktiv')).toBeNull();
    expect(second.querySelector('dl')?.textContent).toBe('TypeTraktor');
  });

  it('shows brand and model under a nickname', () => {
    render(<TractorList items={buildTractorListItems()} labels={labels} headingLevel={3} />);

    const card = screen.getByRole('article', { name: 'Gamleplogen' });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Gamleplogen');
    expect(within(card).getByText('Kverneland 2500 S')).toBeDefined();
  });

  it('posts "use this" and remove as forms with their fields, described by the machine', () => {
    render(<TractorList items={buildTractorListItems()} labels={labels} />);

    const active = screen.getByRole('article', { name: 'Massey Ferguson 6480' });
    // The active one cannot be made active again.
    expect(within(active).queryByRole('button', { name: 'Bruk denne' })).toBeNull();
    const card = screen.getByRole('article', { name: 'Valtra N134' });
    const use = within(card).getByRole('button', { name: 'Bruk denne' });
    expect(describedByText(use)).toBe('Valtra N134');
    const form = use.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/customer/find-my-tractor');
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'set-active', id: '2' });
    const remove = within(card).getByRole('button', { name: 'Fjern' });
    expect(Object.fromEntries(new FormData(remove.closest('form')!))).toEqual({
      intent: 'remove',
      id: '2',
    });
    const parts = within(card).getByRole('link', { name: 'Vis deler' });
    expect(parts.getAttribute('href')).toBe('/parts/traktor/valtra/n134');
    expect(describedByText(parts)).toBe('Valtra N134');
    const diagrams = within(card).getByRole('link', { name: 'Deletegninger' });
    expect(diagrams.getAttribute('href')).toBe('/parts/traktor/valtra/n134/diagram');
    expect(describedByText(diagrams)).toBe('Valtra N134');
  });

  it('lets the app take over a submit, and ignores one while busy', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const [item] = buildTractorListItems();
    const { rerender } = render(
      <TractorList
        items={[{ ...item!, active: false, setActivePost: { action: '/x', onSubmit } }]}
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bruk denne' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(
      <TractorList
        items={[{ ...item!, active: false, removePost: { action: '/x', onSubmit, busy: true } }]}
        labels={labels}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Fjern' });
    expect(remove.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(remove);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('leaves out the actions it is not given', () => {
    render(
      <TractorList
        items={[{ id: 'a', title: 'Valtra N134', finder: 'Traktor' }]}
        labels={labels}
      />,
    );

    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when it is empty, with the action given', () => {
    render(
      <TractorList items={[]} labels={labels} emptyAction={<a href="/parts">Finn traktor</a>} />,
    );

    expect(screen.getByText('Du har ingen traktorer ennå.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Finn traktor' })).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('announces loading and a failed load instead of the list', () => {
    const { rerender, container } = render(
      <TractorList items={buildTractorListItems()} labels={labels} status="loading" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Henter traktorene …');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();

    rerender(
      <TractorList
        items={[]}
        labels={labels}
        status="error"
        error={<button type="button">Prøv igjen</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Prøv igjen' })).toBeDefined();
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('error');
  });

  it('renders on the server with working forms', () => {
    const html = renderToString(<TractorList items={buildTractorListItems()} labels={labels} />);

    expect(html).toContain('method="post"');
    expect(html).toContain('name="intent" value="remove"');
  });
});

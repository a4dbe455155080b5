import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAppliedFilters, buildAppliedFiltersLabels } from '../fixtures/buildFacets';
import { AppliedFilters } from './AppliedFilters';

const labels = buildAppliedFiltersLabels();

describe('AppliedFilters', () => {
  it('lists each filter as a chip linking to the listing without it', () => {
    render(
      <AppliedFilters
        filters={buildAppliedFilters()}
        clearAllHref="/traktordeler/filter.html"
        labels={labels}
      />,
    );

    const list = screen.getByRole('list', { name: 'Valgte filtre' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Fjern filter Farge: Rød' }).getAttribute('href')).toBe(
      '/traktordeler/filter.html?brand=massey-ferguson&price=100-500',
    );
    expect(screen.getByRole('link', { name: 'Nullstill alle' }).getAttribute('href')).toBe(
      '/traktordeler/filter.html',
    );
  });

  it('calls back with the removed filter, from a link chip or a button chip', async () => {
    const onRemove = vi.fn((_filter: unknown, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    const filters = buildAppliedFilters();
    const { rerender } = render(
      <AppliedFilters filters={filters} onRemove={onRemove} labels={labels} />,
    );

    await userEvent.click(
      screen.getByRole('link', { name: 'Fjern filter Merke: Massey Ferguson' }),
    );
    expect(onRemove).toHaveBeenLastCalledWith(filters[0], expect.anything());

    const withoutLinks = filters.map(({ id, label }) => ({ id, label }));
    rerender(<AppliedFilters filters={withoutLinks} onRemove={onRemove} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern filter Pris: 100–500 kr' }));
    expect(onRemove).toHaveBeenLastCalledWith(withoutLinks[2], expect.anything());
  });

  it('clears all from a button when there is no address', async () => {
    const onClearAll = vi.fn();
    render(
      <AppliedFilters filters={buildAppliedFilters()} onClearAll={onClearAll} labels={labels} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Nullstill alle' }));
    expect(onClearAll).toHaveBeenCalledOnce();
  });

  it('renders nothing without filters', () => {
    const { container } = render(<AppliedFilters filters={[]} labels={labels} />);

    expect(container.innerHTML).toBe('');
  });
});

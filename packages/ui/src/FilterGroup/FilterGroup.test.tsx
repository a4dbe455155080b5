import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { buildBrandFacet, buildFilterGroupLabels } from '../fixtures/buildFacets';
import { FilterGroup, type FilterGroupProps } from './FilterGroup';

function renderGroup(props: Partial<FilterGroupProps> = {}) {
  return render(
    <FilterGroup
      title="Merke"
      name="brand"
      options={buildBrandFacet(['john-deere'])}
      labels={buildFilterGroupLabels()}
      {...props}
    />,
  );
}

describe('FilterGroup', () => {
  it('lists the options as checkboxes named after the query-string key, with counts', () => {
    renderGroup();

    const group = screen.getByRole('group', { name: 'Merke' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(9);
    const johnDeere = screen.getByRole('checkbox', { name: 'John Deere (356)' });
    expect(johnDeere.getAttribute('name')).toBe('brand');
    expect(johnDeere.getAttribute('value')).toBe('john-deere');
    expect((johnDeere as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Fordson (12)' })).toHaveProperty('disabled', true);
  });

  it('works as a plain form field without a callback, so a GET form submits it', async () => {
    renderGroup();

    const ford = screen.getByRole('checkbox', { name: 'Ford (288)' });
    await userEvent.click(ford);

    expect((ford as HTMLInputElement).checked).toBe(true);
    expect(
      renderToString(
        <FilterGroup
          title="Merke"
          name="brand"
          options={buildBrandFacet(['ford'])}
          labels={buildFilterGroupLabels()}
        />,
      ),
    ).toContain('checked=""');
  });

  it('reports a toggle with the value and new state, staying controlled by selected', async () => {
    const onToggle = vi.fn();
    renderGroup({ onToggle });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ford (288)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'John Deere (356)' }));

    expect(onToggle.mock.calls.map(([value, selected]) => [value, selected])).toEqual([
      ['ford', true],
      ['john-deere', false],
    ]);
    // Not re-rendered with new options: the checkboxes still show the given state.
    expect(screen.getByRole('checkbox', { name: 'Ford (288)' })).toHaveProperty('checked', false);
  });

  it('puts options past the first five behind a native "show more"', async () => {
    const { container } = renderGroup();

    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelectorAll('input')).toHaveLength(4);
    expect(screen.getByText('Vis 4 til')).toBeDefined();

    await userEvent.click(screen.getByText('Vis 4 til'));
    expect(details?.open).toBe(true);
  });

  it('opens "show more" when a hidden option is selected, and respects visibleCount', () => {
    const { container, rerender } = renderGroup({ options: buildBrandFacet(['deutz-fahr']) });
    expect(container.querySelector('details')?.open).toBe(true);

    rerender(
      <FilterGroup
        title="Merke"
        name="brand"
        options={buildBrandFacet()}
        visibleCount={20}
        labels={buildFilterGroupLabels()}
      />,
    );
    expect(container.querySelector('details')).toBeNull();
  });

  it('keeps "show more" open when the value that opened it is cleared, and opens it for a new one', () => {
    const group = (selected: string[]) => (
      <FilterGroup
        title="Merke"
        name="brand"
        options={buildBrandFacet(selected)}
        labels={buildFilterGroupLabels()}
      />
    );
    const { container, rerender } = render(group([]));
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);

    rerender(group(['deutz-fahr']));
    expect(details?.open).toBe(true);

    // Cleared: the shopper is still in the list (this folded it before).
    rerender(group([]));
    expect(details?.open).toBe(true);
  });

  it('renders links that toggle the value in link mode, saying which are selected', async () => {
    const onToggle = vi.fn((_v: string, _s: boolean, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    renderGroup({ mode: 'link', onToggle });

    const selected = screen.getByRole('link', { name: 'John Deere (356) valgt' });
    expect(selected.getAttribute('href')).toBe('/traktordeler/filter.html');
    expect(selected.dataset.state).toBe('on');
    const ford = screen.getByRole('link', { name: 'Ford (288)' });
    expect(ford.getAttribute('href')).toBe('/traktordeler/filter.html?brand=john-deere&brand=ford');
    expect(screen.queryByRole('link', { name: /Fordson/ })).toBeNull();

    await userEvent.click(ford);
    expect(onToggle).toHaveBeenCalledWith('ford', true, expect.anything());
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildPriceRangeFilterLabels } from '../fixtures/buildFacets';
import { PriceRangeFilter, type PriceRangeFilterProps } from './PriceRangeFilter';

function renderFilter(props: Partial<PriceRangeFilterProps> = {}) {
  return render(
    <PriceRangeFilter
      title="Pris"
      min={0}
      max={25000}
      labels={buildPriceRangeFilterLabels()}
      {...props}
    />,
  );
}

describe('PriceRangeFilter', () => {
  it('is a GET form with named from/to fields and the other filters carried along', () => {
    const { container } = renderFilter({
      action: '/filter.html',
      hiddenFields: [{ name: 'brand', value: 'ford' }],
      value: { from: 100, to: 500 },
    });

    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/filter.html');
    expect(screen.getByRole('group', { name: 'Pris' })).toBeDefined();
    const from = screen.getByRole('spinbutton', { name: 'Fra pris' });
    expect(from.getAttribute('name')).toBe('price_from');
    expect(from).toHaveProperty('value', '100');
    expect(screen.getByRole('spinbutton', { name: 'Til pris' })).toHaveProperty('value', '500');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      brand: 'ford',
      price_from: '100',
      price_to: '500',
    });
  });

  it('submits the typed range as numbers, an empty end as null', async () => {
    const onApply = vi.fn((_range: unknown, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    renderFilter({ onApply });

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Fra pris' }), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Bruk' }));

    expect(onApply).toHaveBeenCalledOnce();
    expect(onApply.mock.calls[0]?.[0]).toEqual({ from: 250, to: null });
  });

  it('applies from the button inside the app form when it is only a fieldset', async () => {
    const onApply = vi.fn();
    const { container } = renderFilter({ as: 'fieldset', onApply, value: { from: null, to: 900 } });

    expect(container.querySelector('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Bruk' }));

    expect(onApply.mock.calls[0]?.[0]).toEqual({ from: null, to: 900 });
  });

  it('moves the fields with the slider handles, which never cross', () => {
    renderFilter({ slider: true, value: { from: 500, to: 8000 } });

    fireEvent.change(screen.getByRole('slider', { name: 'Laveste pris' }), {
      target: { value: '1200' },
    });
    expect(screen.getByRole('spinbutton', { name: 'Fra pris' })).toHaveProperty('value', '1200');

    fireEvent.change(screen.getByRole('slider', { name: 'Høyeste pris' }), {
      target: { value: '300' },
    });
    expect(screen.getByRole('spinbutton', { name: 'Til pris' })).toHaveProperty('value', '1200');
  });

  it('starts over from a new applied range', () => {
    const { rerender } = renderFilter({ value: { from: 100, to: 500 } });

    rerender(
      <PriceRangeFilter
        title="Pris"
        min={0}
        max={25000}
        labels={buildPriceRangeFilterLabels()}
        value={{ from: null, to: null }}
      />,
    );

    expect(screen.getByRole('spinbutton', { name: 'Fra pris' })).toHaveProperty('value', '');
  });
});

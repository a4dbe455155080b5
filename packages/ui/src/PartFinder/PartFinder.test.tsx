import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildBrandOptions } from '../fixtures/buildDropdownOptions';
import {
  buildFinderOptions,
  buildModelOptions,
  buildPartFinderLabels,
  buildPartFinderList,
} from '../fixtures/buildPartFinder';
import { PartFinder, type PartFinderProps } from './PartFinder';

function renderFinder(props: Partial<PartFinderProps> = {}) {
  const user = userEvent.setup();
  const handlers = { onChoose: vi.fn(), onRetry: vi.fn(), onShow: vi.fn(), onReset: vi.fn() };
  const view = render(
    <PartFinder
      labels={buildPartFinderLabels()}
      finders={buildPartFinderList({
        options: buildFinderOptions(),
        value: '1',
        status: 'success',
      })}
      brands={buildPartFinderList({ options: buildBrandOptions(), status: 'success' })}
      models={buildPartFinderList({ disabled: true })}
      showDisabled
      {...handlers}
      {...props}
    />,
  );
  return { user, ...handlers, ...view };
}

const dropdown = (name: RegExp) => screen.getByRole('button', { name });

describe('PartFinder', () => {
  it('shows the chosen finder, a brand to choose and the model disabled until then', () => {
    renderFinder();

    expect(dropdown(/^Type/).textContent).toBe('Traktor');
    expect(dropdown(/^Merke/).textContent).toBe('Velg merke');
    expect(dropdown(/^Merke/).hasAttribute('disabled')).toBe(false);
    expect(dropdown(/^Modell/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Vis deler' }).hasAttribute('disabled')).toBe(true);
  });

  it('reports a choice with its list, after filtering case-insensitively', async () => {
    const { user, onChoose } = renderFinder();

    await user.click(dropdown(/^Merke/));
    await user.type(screen.getByRole('combobox', { name: 'Filtrer merker' }), 'FERG');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Massey Ferguson',
    ]);
    await user.click(screen.getByRole('option', { name: 'Massey Ferguson' }));

    expect(onChoose).toHaveBeenCalledWith('brands', 'massey-ferguson');
  });

  it('says a list is loading, busy and not choosable', () => {
    renderFinder({ brands: buildPartFinderList({ status: 'loading' }) });

    expect(dropdown(/^Merke/).textContent).toBe('Laster …');
    expect(dropdown(/^Merke/).hasAttribute('disabled')).toBe(true);
    expect(dropdown(/^Merke/).closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('tells a failed list apart and retries that list', async () => {
    const { user, onRetry } = renderFinder({ models: buildPartFinderList({ status: 'error' }) });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Vi kunne ikke hente modellene.');
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));

    expect(onRetry).toHaveBeenCalledWith('models');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when a loaded list has nothing to choose', () => {
    renderFinder({ models: buildPartFinderList({ status: 'success' }) });

    expect(dropdown(/^Modell/).textContent).toBe('Ingen å velge');
    expect(dropdown(/^Modell/).hasAttribute('disabled')).toBe(true);
  });

  it('shows only when enabled, by click or Enter, and resets', async () => {
    const ready = {
      models: buildPartFinderList({ options: buildModelOptions(), value: '14', status: 'success' }),
      showDisabled: false,
    };
    const { user, onShow, onReset } = renderFinder(ready);

    expect(dropdown(/^Modell/).textContent).toBe('6480');
    await user.click(screen.getByRole('button', { name: 'Vis deler' }));
    await user.click(screen.getByRole('button', { name: 'Nullstill' }));

    expect(onShow).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('never shows while Show is disabled', async () => {
    const { user, onShow } = renderFinder();

    await user.click(screen.getByRole('button', { name: 'Vis deler' }));

    expect(onShow).not.toHaveBeenCalled();
  });

  it('is a GET form of named native selects before the scripts run', () => {
    const { container } = renderFinder({ formAction: '/parts' });

    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/parts');
    const finder = screen.getByRole('combobox', { name: 'Type' });
    expect(finder.getAttribute('name')).toBe('finder');
    expect((finder as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Merke' }).getAttribute('name')).toBe('brand');
    expect(screen.getByRole('combobox', { name: 'Modell' }).hasAttribute('disabled')).toBe(true);
    const show = screen.getByRole('button', { name: 'Vis deler' });
    expect(show.getAttribute('type')).toBe('submit');
    expect(show.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Nullstill' })).toBeNull();
  });

  it('switches to the alternative finder with its toggle', async () => {
    const onCheckedChange = vi.fn();
    const toggle = { label: 'Søk på registreringsnummer', onLabel: 'På', offLabel: 'Av' };
    const { user, rerender } = renderFinder({
      modeToggle: { ...toggle, checked: false, onCheckedChange },
      alternative: <p>Skiltsøk</p>,
    });

    expect(screen.queryByText('Skiltsøk')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Søk på registreringsnummer' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);

    rerender(
      <PartFinder
        labels={buildPartFinderLabels()}
        finders={buildPartFinderList()}
        brands={buildPartFinderList()}
        models={buildPartFinderList()}
        modeToggle={{ ...toggle, checked: true, onCheckedChange }}
        alternative={<p>Skiltsøk</p>}
      />,
    );
    expect(screen.getByText('Skiltsøk')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Merke/ })).toBeNull();
  });
});

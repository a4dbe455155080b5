import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCartLineLabels, buildCartLines } from '../fixtures/buildCart';
import { CartLine } from './CartLine';

const [simple, configurable, bundle] = buildCartLines();

function renderLine(item = simple!, busy = false) {
  const onQuantityChange = vi.fn();
  const onRemove = vi.fn();
  render(
    <CartLine
      item={item}
      labels={buildCartLineLabels()}
      onQuantityChange={onQuantityChange}
      onRemove={onRemove}
      busy={busy}
    />,
  );
  return { onQuantityChange, onRemove };
}

describe('CartLine', () => {
  it('shows the picture at the cart preset, the name linked to the product and the amounts', () => {
    renderLine();

    const line = screen.getByRole('article', { name: 'Oljefilter Valtra N-serie' });
    const image = within(line).getByRole('img', { name: 'Oljefilter Valtra N-serie' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['170', '170']);
    expect(
      within(line).getByRole('link', { name: 'Oljefilter Valtra N-serie' }).getAttribute('href'),
    ).toBe('/oljefilter-valtra-n.html');
    expect(
      within(line)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Pris', 'Sum']);
    expect(
      within(line)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['249,–', '498,–']);
    expect(screen.getByLabelText('Antall')).toHaveProperty('value', '2');
  });

  it('shows the part numbers under the name', () => {
    renderLine();
    const line = screen.getByRole('article', { name: 'Oljefilter Valtra N-serie' });
    expect(line.querySelector('.ap-part-number')?.textContent).toBe(
      'Varenr. VA-V836867476 Orig.nr. V836867476',
    );

    renderLine(configurable);
    expect(screen.getByText('Varenr. AH-GR-L').parentElement!.textContent).toBe('Varenr. AH-GR-L');
  });

  it('lists the chosen options and a discount', () => {
    renderLine(configurable);
    expect(screen.getByText('Størrelse:').nextElementSibling?.textContent).toBe('L');
    expect(screen.getByText('Farge:').nextElementSibling?.textContent).toBe('Grønn');
    expect(screen.queryByText('Rabatt')).toBeNull();

    renderLine(bundle);
    expect(screen.getByText('Rabatt').nextElementSibling?.textContent).toBe('-189,–');
  });

  it('reports a new quantity and a remove, named after the product', async () => {
    const user = userEvent.setup({ delay: null });
    const { onQuantityChange, onRemove } = renderLine();

    await user.click(screen.getByRole('button', { name: 'Øk antall' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Reduser antall' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(1);
    const field = screen.getByLabelText('Antall');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onQuantityChange).toHaveBeenLastCalledWith(7);

    await user.click(
      screen.getByRole('button', { name: 'Fjern Oljefilter Valtra N-serie fra handlekurven' }),
    );
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('never goes below 1: minus is disabled at 1 and a typed 0 becomes 1', () => {
    const { onQuantityChange } = renderLine({ ...simple!, quantity: 1 });

    expect(screen.getByRole('button', { name: 'Reduser antall' })).toHaveProperty('disabled', true);
    const field = screen.getByLabelText('Antall');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('shows a problem as an alert and disables the controls while busy', () => {
    renderLine({ ...simple!, message: 'Det er ikke nok på lager.' }, true);

    expect(screen.getByRole('alert').textContent).toBe('Det er ikke nok på lager.');
    expect(screen.getByRole('article').getAttribute('data-busy')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Fjern Oljefilter Valtra N-serie fra handlekurven' }),
    ).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Øk antall' })).toHaveProperty('disabled', true);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildLicensePlateFinderLabels } from '../fixtures/buildPartFinder';
import { LicensePlateFinder, type LicensePlateFinderProps } from './LicensePlateFinder';

const labels = buildLicensePlateFinderLabels();

function renderPlate(props: Partial<LicensePlateFinderProps> = {}) {
  const user = userEvent.setup();
  const handlers = {
    onValueChange: vi.fn(),
    onSearch: vi.fn(),
    onChoose: vi.fn(),
    onConfirm: vi.fn(),
    onReset: vi.fn(),
  };
  const view = render(
    <LicensePlateFinder labels={labels} value="" searchDisabled {...handlers} {...props} />,
  );
  return { user, ...handlers, ...view };
}

describe('LicensePlateFinder', () => {
  it('is a labelled plate field with the plate placeholder and a disabled search', () => {
    renderPlate();

    const field = screen.getByRole('textbox', { name: 'Registreringsnummer' });
    expect(field.getAttribute('placeholder')).toBe('AX 9999');
    expect(field.getAttribute('name')).toBe('licensePlate');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Søk' }).hasAttribute('disabled')).toBe(true);
  });

  it('passes what is typed up and searches on submit once enabled', async () => {
    const onSearch = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <LicensePlateFinder
          labels={labels}
          value={value}
          onValueChange={setValue}
          searchDisabled={value.replace(/\s/g, '').length < 3}
          onSearch={onSearch}
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Registreringsnummer' });

    await user.type(field, 'a{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(field, 'x 1{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Søk' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('says it is searching and does not search twice', async () => {
    const { user, onSearch } = renderPlate({ value: 'AX 1234', searchDisabled: false, busy: true });

    const button = screen.getByRole('button', { name: 'Søker …' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers the selects the look-up opened, and Show once chosen', async () => {
    const { user, onChoose, onConfirm, rerender } = renderPlate({
      value: 'AX 1234',
      brandChoice: {
        options: [
          { value: 'Massey Ferguson', label: 'Massey Ferguson' },
          { value: 'Ferguson', label: 'Ferguson' },
        ],
        value: null,
      },
      modelChoice: { options: [], value: null },
      confirmDisabled: true,
    });

    expect(screen.queryByRole('combobox', { name: 'Modell' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Vis deler' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merke' }), 'Ferguson');
    expect(onChoose).toHaveBeenCalledWith('brand', 'Ferguson');

    rerender(
      <LicensePlateFinder
        labels={labels}
        value="AX 1234"
        finderChoice={{
          options: [
            { value: '1', label: 'Traktor' },
            { value: '2', label: 'Skurtresker' },
          ],
          value: '2',
        }}
        onChoose={onChoose}
        onConfirm={onConfirm}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Vis deler' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('tells not found politely and cannot verify as an alert', () => {
    const { rerender } = renderPlate({
      message: { text: 'Vi fant ikke traktoren din', tone: 'status' },
    });
    expect(screen.getByRole('status').textContent).toBe('Vi fant ikke traktoren din');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <LicensePlateFinder
        labels={labels}
        value="ZZ"
        message={{ text: 'Vi kunne ikke verifisere dette registreringsnummeret.', tone: 'alert' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Vi kunne ikke verifisere dette registreringsnummeret.',
    );
  });

  it('resets', async () => {
    const { user, onReset } = renderPlate({ value: 'AX 1234' });

    await user.click(screen.getByRole('button', { name: 'Nullstill' }));

    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('is a plain GET form before the scripts run: choices named, Show submits, Reset a link', () => {
    const { container } = render(
      <LicensePlateFinder
        labels={labels}
        value="AX 1234"
        action="/parts"
        modelChoice={{ options: [{ value: '11', label: '135' }], value: null }}
        resetHref="/parts"
      />,
    );

    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/parts');
    expect(screen.getByRole('button', { name: 'Søk' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('combobox', { name: 'Modell' }).getAttribute('name')).toBe('modelId');
    const show = screen.getByRole('button', { name: 'Vis deler' });
    expect(show.getAttribute('type')).toBe('submit');
    expect(show.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Nullstill' }).getAttribute('href')).toBe('/parts');
  });

  it('says what the registry found in the live region and offers the ways on', async () => {
    const retry = vi.fn();
    const { user } = renderPlate({
      value: 'ZZ 50300',
      found: 'Registeret: Valtra G135 Versu (2015)',
      message: { text: 'Vi kunne ikke verifisere dette registreringsnummeret.', tone: 'alert' },
      actions: [
        { label: 'Prøv igjen', href: '/parts?licensePlate=ZZ50300', onClick: retry },
        { label: 'Ring oss: 62 00 00 00', href: 'tel:+4762000000' },
      ],
    });

    expect(screen.getByRole('alert').textContent).toContain('Registeret: Valtra G135 Versu (2015)');
    await user.click(screen.getByRole('link', { name: 'Prøv igjen' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ring oss: 62 00 00 00' }).getAttribute('href')).toBe(
      'tel:+4762000000',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildActiveTractorBarLabels } from '../fixtures/buildTractors';
import { ActiveTractorBar } from './ActiveTractorBar';

const labels = buildActiveTractorBarLabels();

describe('ActiveTractorBar', () => {
  it('names the active tractor and its plate, and links to the list', () => {
    render(
      <ActiveTractorBar
        tractor={{ title: 'Massey Ferguson 6480', licensePlate: 'AB12345' }}
        href="/my-tractors"
        labels={labels}
      />,
    );

    const bar = screen.getByRole('region', { name: 'Din traktor' });
    expect(bar.dataset.state).toBe('active');
    expect(within(bar).getByText('Massey Ferguson 6480').tagName).toBe('STRONG');
    expect(bar.querySelector('p')?.textContent).toBe(
      'Viser deler for Massey Ferguson 6480 · Reg.nr. AB12345',
    );
    expect(within(bar).getByRole('link', { name: 'Mine traktorer' }).getAttribute('href')).toBe(
      '/my-tractors',
    );
  });

  it('leaves the plate out when there is none', () => {
    render(<ActiveTractorBar tractor={{ title: 'Valtra N134' }} href="/x" labels={labels} />);

    expect(screen.getByRole('region').querySelector('p')?.textContent).toBe(
      'Viser deler for Valtra N134',
    );
  });

  it('says a tractor can be chosen when none is active', () => {
    render(<ActiveTractorBar tractor={null} href="/my-tractors" labels={labels} />);

    const bar = screen.getByRole('region', { name: 'Din traktor' });
    expect(bar.dataset.state).toBe('none');
    expect(bar.querySelector('p')?.textContent).toBe('Velg en traktor for å se hva som passer');
    expect(within(bar).getByRole('link', { name: 'Mine traktorer' })).toBeDefined();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FitBadge, fitBadgeTone } from './FitBadge';

describe('fitBadgeTone', () => {
  it('maps true, false and null to fits, no-fit and unknown', () => {
    expect(fitBadgeTone(true)).toBe('fits');
    expect(fitBadgeTone(false)).toBe('no-fit');
    expect(fitBadgeTone(null)).toBe('unknown');
    expect(fitBadgeTone('universal')).toBe('universal');
  });
});

describe('FitBadge', () => {
  it('says in words that the part fits, with the tone as an attribute and a class', () => {
    render(<FitBadge fits label="Passer MF 6480" />);

    const badge = screen.getByText('Passer MF 6480').parentElement!;
    expect(badge.dataset.fit).toBe('fits');
    expect(badge.className).toBe('ap-fit-badge ap-fit-badge--fits');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(badge.textContent).toBe('Passer MF 6480');
  });

  it('has its own tone for a part that does not fit and one for an unknown answer', () => {
    const { rerender } = render(<FitBadge fits={false} label="Passer ikke" className="extra" />);
    expect(screen.getByText('Passer ikke').parentElement!.className).toBe(
      'ap-fit-badge ap-fit-badge--no-fit extra',
    );

    rerender(<FitBadge fits={null} label="Ukjent" />);
    expect(screen.getByText('Ukjent').parentElement!.dataset.fit).toBe('unknown');
  });
});

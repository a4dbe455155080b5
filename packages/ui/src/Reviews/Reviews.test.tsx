import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRatingLabels } from '../fixtures/buildProductCard';
import { RatingBreakdown } from './RatingBreakdown';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

const rating = buildRatingLabels();
const formLabels = {
  ratingLegend: (kind: string) => kind,
  star: (stars: number) => `${stars} stjerner`,
  nickname: 'Navn',
  summary: 'Tittel',
  text: 'Anmeldelse',
  submit: 'Send',
  submitting: 'Sender',
};

describe('RatingBreakdown', () => {
  it('reads each bar as one phrase and draws its share', () => {
    render(
      <RatingBreakdown
        averageStars={4.5}
        total={2}
        bars={[
          { stars: 5, count: 1, percent: 50 },
          { stars: 4, count: 1, percent: 50 },
        ]}
        labels={{ title: 'Fordeling', bar: (s, c) => `${s} stjerner: ${c} anmeldelser`, rating }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Fordeling' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('5 stjerner: 1 anmeldelser');
    expect(items[0]!.querySelector<HTMLElement>('.ap-rating-breakdown__fill')!.style.width).toBe(
      '50%',
    );
  });
});

describe('ReviewList', () => {
  it('gives each review its title as a heading, its stars and its date', () => {
    render(
      <ReviewList
        reviews={[
          {
            id: '1',
            nickname: 'Kari',
            summary: 'Topp',
            text: 'Fint.',
            stars: 5,
            date: '1. november 2026',
            dateTime: '2026-11-01',
          },
        ]}
        labels={{ title: 'Anmeldelser', by: 'Av', rating }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Topp' }).tagName).toBe('H3');
    expect(screen.getAllByText('Vurdert 5 av 5 stjerner')).toHaveLength(1);
    expect(screen.getByText('1. november 2026').getAttribute('datetime')).toBe('2026-11-01');
  });
});

describe('ReviewForm', () => {
  // The arrow keys between the stars are tried in the story (`Form`), in a real browser's DOM.
  it('chooses stars and marks a refused field', async () => {
    render(
      <ReviewForm
        ratingKinds={[{ id: 'MQ==', name: 'Kvalitet' }]}
        errors={{ 'rating:MQ==': 'Velg stjerner.', text: 'Skriv en anmeldelse.' }}
        labels={formLabels}
      />,
    );
    const group = screen.getByRole('group', { name: 'Kvalitet' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Velg stjerner.',
    );
    await userEvent.click(within(group).getByRole('radio', { name: '3 stjerner' }));
    expect(
      (within(group).getByRole('radio', { name: '3 stjerner' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('textbox', { name: /Anmeldelse/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

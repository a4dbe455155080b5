import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../docs/storyViewports';
import { buildRatingLabels } from '../fixtures/buildProductCard';
import { RatingBreakdown } from './RatingBreakdown';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

const rating = buildRatingLabels();

const breakdownLabels = {
  title: 'Fordeling av stjerner',
  bar: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'stjerne' : 'stjerner'}: ${count} ${count === 1 ? 'anmeldelse' : 'anmeldelser'}`,
  rating,
};

const formLabels = {
  ratingLegend: (kind: string) => `${kind} (velg antall stjerner)`,
  star: (stars: number) => `${stars} ${stars === 1 ? 'stjerne' : 'stjerner'}`,
  nickname: 'Navn som vises',
  summary: 'Tittel',
  text: 'Anmeldelse',
  submit: 'Send anmeldelsen',
  submitting: 'Sender …',
};

const meta = {
  title: 'Commerce/Reviews',
  component: RatingBreakdown,
  subcomponents: { ReviewList, ReviewForm },
  args: {
    averageStars: 4.3,
    total: 12,
    bars: [
      { stars: 5, count: 7, percent: 58 },
      { stars: 4, count: 3, percent: 25 },
      { stars: 3, count: 1, percent: 8 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 8 },
    ],
    labels: breakdownLabels,
  },
} satisfies Meta<typeof RatingBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breakdown: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fordeling av stjerner' });
    await expect(within(list).getByText('5 stjerner: 7 anmeldelser')).toBeInTheDocument();
  },
};

export const BreakdownOnPhone: Story = { globals: mobileViewport };

export const List: Story = {
  render: () => (
    <ReviewList
      reviews={[
        {
          id: '1',
          nickname: 'Kari fra Voss',
          summary: 'Perfekt passform',
          text: 'Passet perfekt, akkurat som originaldelen. Anbefales på det sterkeste!',
          stars: 5,
          date: '1. november 2026',
          dateTime: '2026-11-01',
        },
        {
          id: '2',
          nickname: 'Per fra Toten',
          summary: 'Grei del',
          text: 'Gjør det den skal, verken mer eller mindre.',
          stars: 3,
          date: '12. oktober 2026',
          dateTime: '2026-10-12',
        },
      ]}
      labels={{ title: 'Anmeldelser', by: 'Av', rating }}
    />
  ),
};

export const Form: Story = {
  render: () => (
    <ReviewForm
      method="post"
      ratingKinds={[{ id: 'MQ==', name: 'Kvalitet' }]}
      labels={formLabels}
      onSubmit={(event) => event.preventDefault()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Kvalitet (velg antall stjerner)' });
    await userEvent.click(within(group).getByRole('radio', { name: '3 stjerner' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: '4 stjerner' })).toBeChecked();
  },
};

export const FormWithErrors: Story = {
  render: () => (
    <ReviewForm
      method="post"
      ratingKinds={[{ id: 'MQ==', name: 'Kvalitet' }]}
      values={{ nickname: 'Kari', text: 'Passet fint.' }}
      errors={{ 'rating:MQ==': 'Velg antall stjerner.', summary: 'Skriv en tittel.' }}
      labels={formLabels}
      onSubmit={(event) => event.preventDefault()}
    />
  ),
};

export const FormBusy: Story = {
  render: () => (
    <ReviewForm
      method="post"
      ratingKinds={[{ id: 'MQ==', name: 'Kvalitet' }]}
      values={{ nickname: 'Kari', summary: 'Bra', text: 'Passet fint.', ratings: { 'MQ==': 4 } }}
      busy
      labels={formLabels}
      onSubmit={(event) => event.preventDefault()}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildRatingLabels } from '../fixtures/buildProductCard';
import { Rating } from './Rating';

const meta = {
  title: 'Commerce/Rating',
  component: Rating,
  args: { value: 4.5, reviewCount: 12, labels: buildRatingLabels() },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {};

export const StarsOnly: Story = { args: { value: 3, reviewCount: undefined } };

export const Unrated: Story = { args: { value: 0, reviewCount: 0 } };

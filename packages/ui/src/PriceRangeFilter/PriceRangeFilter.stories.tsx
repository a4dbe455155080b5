import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildPriceRangeFilterLabels } from '../fixtures/buildFacets';
import { PriceRangeFilter } from './PriceRangeFilter';

const meta = {
  title: 'Listing/PriceRangeFilter',
  component: PriceRangeFilter,
  args: {
    title: 'Pris',
    min: 0,
    max: 25000,
    step: 10,
    action: '/traktordeler/filter.html',
    hiddenFields: [{ name: 'brand', value: 'massey-ferguson' }],
    labels: buildPriceRangeFilterLabels(),
    onApply: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its own GET form: `?brand=massey-ferguson&price_from=…&price_to=…`. */
export const Fields: Story = {};

export const Applied: Story = { args: { value: { from: 100, to: 500 } } };

export const WithSlider: Story = { args: { slider: true, value: { from: 500, to: 8000 } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildSortOptions } from '../fixtures/buildFacets';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Listing/SortSelect',
  component: SortSelect,
  args: {
    options: buildSortOptions(),
    defaultValue: 'name_ASC',
    labels: { label: 'Sorter etter' },
    onChange: fn(),
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'price_ASC' } };

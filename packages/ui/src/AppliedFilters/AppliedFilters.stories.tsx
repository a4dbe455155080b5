import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildAppliedFilters, buildAppliedFiltersLabels } from '../fixtures/buildFacets';
import { AppliedFilters } from './AppliedFilters';

const meta = {
  title: 'Listing/AppliedFilters',
  component: AppliedFilters,
  args: {
    filters: buildAppliedFilters(),
    clearAllHref: '/traktordeler/filter.html',
    labels: buildAppliedFiltersLabels(),
    onRemove: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof AppliedFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chip links to the listing without its filter. */
export const Links: Story = {};

/** Without addresses the chips are buttons calling back. */
export const Buttons: Story = {
  args: {
    filters: buildAppliedFilters().map(({ id, label }) => ({ id, label })),
    clearAllHref: undefined,
  },
};

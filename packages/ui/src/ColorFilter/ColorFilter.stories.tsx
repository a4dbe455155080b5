import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildColorFacet, buildFilterGroupLabels } from '../fixtures/buildFacets';
import { ColorFilter } from './ColorFilter';

const meta = {
  title: 'Listing/ColorFilter',
  component: ColorFilter,
  args: {
    title: 'Farge',
    name: 'color',
    options: buildColorFacet(['rod']),
    labels: buildFilterGroupLabels(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain checkboxes named `color`, for a GET form. */
export const Checkboxes: Story = {};

export const Links: Story = { args: { mode: 'link', onToggle: fn() } };

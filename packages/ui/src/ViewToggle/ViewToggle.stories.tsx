import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ViewToggle, type ListingView } from './ViewToggle';

const meta = {
  title: 'Listing/ViewToggle',
  component: ViewToggle,
  args: {
    value: 'grid',
    onChange: fn(),
    labels: { group: 'Visning', grid: 'Rutenett', list: 'Liste' },
  },
  render: function Render(args) {
    const [view, setView] = useState<ListingView>(args.value);
    return (
      <ViewToggle
        {...args}
        value={view}
        onChange={(next) => {
          setView(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const List: Story = { args: { value: 'list' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { buildBrandFacet, buildFilterGroupLabels } from '../fixtures/buildFacets';
import { FilterGroup, type FilterGroupProps } from './FilterGroup';

/** The app's side: toggling a value in its own state (in the shop, the query string). */
function ToggleableFilterGroup(props: FilterGroupProps) {
  const [selected, setSelected] = useState(
    props.options.filter((option) => option.selected).map((option) => option.value),
  );
  return (
    <FilterGroup
      {...props}
      options={buildBrandFacet(selected)}
      onToggle={(value, isSelected, event) => {
        props.onToggle?.(value, isSelected, event);
        if (props.mode === 'link') event.preventDefault();
        setSelected((current) =>
          isSelected ? [...current, value] : current.filter((other) => other !== value),
        );
      }}
    />
  );
}

const meta = {
  title: 'Listing/FilterGroup',
  component: FilterGroup,
  render: (args) => <ToggleableFilterGroup {...args} />,
  args: {
    title: 'Merke',
    name: 'brand',
    options: buildBrandFacet(['john-deere']),
    labels: buildFilterGroupLabels(),
    onToggle: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checkboxes named `brand`; five show, the rest behind "Vis 4 til". */
export const Checkboxes: Story = {};

/** Each option a link to the listing with the value toggled (`?brand=…`). */
export const Links: Story = { args: { mode: 'link' } };

/** A selected value past the first five opens "show more". */
export const SelectedPastTheFold: Story = { args: { options: buildBrandFacet(['deutz-fahr']) } };

/** Inside a GET form without callbacks: the browser submits `?brand=…&brand=…`. */
export const InGetForm: Story = {
  render: (args) => (
    <form method="get" action="/traktordeler/filter.html">
      <FilterGroup {...args} onToggle={undefined} />
      <button type="submit">Bruk filter</button>
    </form>
  ),
};

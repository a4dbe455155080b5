import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * A shopper applies Ford, clears John Deere, then opens "show more" and applies Deutz-Fahr past
 * the fold: each toggle reports the value and its new state, and the boxes follow. Fordson, out
 * of stock, cannot be chosen.
 */
export const ApplyingAndClearing: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = (name: RegExp) => canvas.getByRole('checkbox', { name, hidden: true });

    await step('apply a value', async () => {
      await userEvent.click(box(/^Ford \(/));
      await expect(args.onToggle).toHaveBeenLastCalledWith('ford', true, expect.anything());
      await expect(box(/^Ford \(/)).toBeChecked();
    });

    await step('clear a value', async () => {
      await expect(box(/^John Deere/)).toBeChecked();
      await userEvent.click(box(/^John Deere/));
      await expect(args.onToggle).toHaveBeenLastCalledWith('john-deere', false, expect.anything());
      await expect(box(/^John Deere/)).not.toBeChecked();
    });

    await step('show more reveals the rest', async () => {
      await expect(box(/^Deutz-Fahr/)).not.toBeVisible();
      await userEvent.click(canvas.getByText('Vis 4 til'));
      await expect(box(/^Deutz-Fahr/)).toBeVisible();
      await userEvent.click(box(/^Deutz-Fahr/));
      await expect(args.onToggle).toHaveBeenLastCalledWith('deutz-fahr', true, expect.anything());
      await expect(box(/^Fordson/)).toBeDisabled();
    });

    await step('clearing a value past the fold keeps the list open', async () => {
      await userEvent.click(box(/^Deutz-Fahr/));
      await expect(args.onToggle).toHaveBeenLastCalledWith('deutz-fahr', false, expect.anything());
      await expect(box(/^Deutz-Fahr/)).toBeVisible();
      await expect(box(/^Deutz-Fahr/)).toHaveFocus();
    });

    await expect(args.onToggle).toHaveBeenCalledTimes(4);
  },
};

/** In link mode a click toggles the value in-app (the link's address is the fallback). */
export const ApplyingByLink: Story = {
  args: { mode: 'link' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const valtra = canvas.getByRole('link', { name: /^Valtra/ });
    await expect(valtra).toHaveAttribute(
      'href',
      '/traktordeler/filter.html?brand=john-deere&brand=valtra',
    );
    await userEvent.click(valtra);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(args.onToggle).toHaveBeenCalledWith('valtra', true, expect.anything());
    await expect(canvas.getByRole('link', { name: /^Valtra.*valgt$/ })).toHaveAttribute(
      'data-state',
      'on',
    );
  },
};

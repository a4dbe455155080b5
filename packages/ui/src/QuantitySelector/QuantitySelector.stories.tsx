import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantitySelector } from './QuantitySelector';

const meta = {
  title: 'Forms/QuantitySelector',
  component: QuantitySelector,
  args: {
    value: 1,
    min: 1,
    max: 10,
    onChange: fn(),
    labels: { label: 'Antall', decrease: 'Reduser antall', increase: 'Øk antall' },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantitySelector
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the minimum: minus is disabled. */
export const AtMinimum: Story = {};

export const Between: Story = { args: { value: 4 } };

/** At the maximum (stock): plus is disabled. */
export const AtMaximum: Story = { args: { value: 10 } };

/** The spec's default minimum of 0 and no maximum. */
export const Unbounded: Story = { args: { value: 0, min: undefined, max: undefined } };

export const HiddenLabel: Story = { args: { hideLabel: true, value: 2 } };

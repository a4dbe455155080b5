import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** No change while the cart is busy: both buttons and the field are disabled. */
export const Disabled: Story = {
  args: { value: 4, disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Antall' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reduser antall' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Øk antall' }));
    await expect(canvas.getByRole('textbox', { name: 'Antall' })).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A shopper steps up to the maximum, types past it, clears the field and types nonsense: every
 * value is clamped to 1…10 (a non-number becomes the minimum), minus is disabled at 1 and plus at
 * 10. The plus button works from the keyboard too.
 */
export const ChangingTheQuantity: Story = {
  args: { value: 9 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Antall' });
    const decrease = canvas.getByRole('button', { name: 'Reduser antall' });
    const increase = canvas.getByRole('button', { name: 'Øk antall' });

    await step('plus up to the maximum', async () => {
      await userEvent.click(increase);
      await expect(field).toHaveValue('10');
      await expect(args.onChange).toHaveBeenLastCalledWith(10);
      await expect(increase).toBeDisabled();
      await expect(decrease).toBeEnabled();
    });

    await step('a typed value above the maximum stays at the maximum', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '42{Enter}');
      await expect(field).toHaveValue('10');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await step('a typed value inside the bounds is taken on Enter', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '3{Enter}');
      await expect(field).toHaveValue('3');
      await expect(args.onChange).toHaveBeenLastCalledWith(3);
      await expect(increase).toBeEnabled();
    });

    await step('nonsense becomes the minimum when the field is left', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'abc');
      await userEvent.tab();
      await expect(field).toHaveValue('1');
      await expect(args.onChange).toHaveBeenLastCalledWith(1);
      await expect(decrease).toBeDisabled();
    });

    await step('plus from the keyboard', async () => {
      increase.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(field).toHaveValue('3');
      await expect(args.onChange).toHaveBeenLastCalledWith(3);
    });
  },
};

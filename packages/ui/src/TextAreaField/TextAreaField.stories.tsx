import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Melding', name: 'message', onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A limit said beside the field: the hint describes the text area. */
export const WithHint: Story = {
  args: { hint: 'Høyst 2 000 tegn', maxLength: 2000 },
};

/** Typed into: the text goes to the form as it is. */
export const Typing: Story = {
  args: { hint: 'Levering, innbytte, finansiering …' },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Melding' });
    await userEvent.type(field, 'Kan dere levere i april?');
    await expect(field).toHaveValue('Kan dere levere i april?');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** An error from the form's schema or the server: `aria-invalid` and described by the message. */
export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'x'.repeat(40),
    hint: 'Høyst 2 000 tegn',
    error: 'Meldingen kan ha høyst 2 000 tegn.',
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Kan dere levere i april?', disabled: true },
};

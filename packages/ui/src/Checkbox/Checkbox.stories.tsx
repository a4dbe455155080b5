import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Meld meg på nyhetsbrevet', name: 'is_subscribed', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: {
    label: 'Jeg handler for en bedrift',
    name: 'is_business',
    hint: 'Bedriftskunder oppgir organisasjonsnummer og kan handle på faktura.',
  },
};

/** A label with a link, and the error shown when it is required and left unchecked. */
export const WithError: Story = {
  args: {
    name: 'terms',
    required: true,
    label: (
      <>
        Jeg godtar <a href="/kjopsvilkar">kjøpsvilkårene</a>
      </>
    ),
    error: 'Dette feltet er påkrevd',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

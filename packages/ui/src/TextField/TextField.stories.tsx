import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Fornavn', name: 'firstname', autoComplete: 'given-name', onChange: fn() },
  argTypes: {
    type: {
      control: 'inline-radio',
      options: ['text', 'email', 'tel', 'number', 'url', 'search', 'date'],
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Required: an asterisk after the label; the input's `required` is what is read out. */
export const Required: Story = { args: { required: true } };

export const WithHint: Story = {
  args: {
    label: 'Organisasjonsnummer',
    name: 'taxvat',
    hint: 'Ni siffer, for eksempel 987 654 321',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
};

export const Filled: Story = {
  args: { label: 'E-post', name: 'email', type: 'email', defaultValue: 'ola.nordmann@example.no' },
};

/** An error from the form's schema or the server: `aria-invalid` and described by the message. */
export const WithError: Story = {
  args: {
    label: 'E-post',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    defaultValue: 'ola.nordmann@',
    error: 'Ugyldig e-postadresse',
  },
};

export const WithErrorAndHint: Story = {
  args: {
    label: 'Telefon',
    name: 'telephone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Åtte siffer',
    defaultValue: '6115',
    error: 'Må ha minst 8 tegn',
  },
};

export const Disabled: Story = {
  args: { label: 'E-post', name: 'email', defaultValue: 'ola.nordmann@example.no', disabled: true },
};

export const HiddenLabel: Story = {
  args: {
    label: 'Søk i ordrer',
    name: 'q',
    type: 'search',
    hideLabel: true,
    placeholder: 'Ordrenummer',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from './SelectField';

const countries = [
  { value: 'NO', label: 'Norge' },
  { value: 'SE', label: 'Sverige' },
  { value: 'DK', label: 'Danmark' },
  { value: 'FI', label: 'Finland' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Land',
    name: 'country_code',
    autoComplete: 'country',
    options: countries,
    placeholder: 'Velg land',
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder option (empty value) shows. */
export const Placeholder: Story = {};

export const Chosen: Story = { args: { defaultValue: 'NO', required: true } };

export const WithError: Story = { args: { required: true, error: 'Dette feltet er påkrevd' } };

export const Disabled: Story = { args: { defaultValue: 'NO', disabled: true } };

export const WithHint: Story = {
  args: { defaultValue: 'NO', hint: 'Vi sender bare til adresser i Norden.' },
};

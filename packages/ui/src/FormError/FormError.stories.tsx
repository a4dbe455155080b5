import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: {
    messages: [
      'Innloggingen var feil, eller kontoen din er midlertidig deaktivert. Prøv igjen senere.',
    ],
  },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = {};

export const WithTitle: Story = {
  args: {
    title: 'Registreringsfeil',
    messages: ['Det finnes allerede en konto med denne e-postadressen.'],
  },
};

export const SeveralMessages: Story = {
  args: {
    title: 'Registreringsfeil',
    messages: ['Dette feltet er påkrevd', 'Passordene er ikke like'],
  },
};

/** No messages: nothing renders. */
export const Empty: Story = { args: { messages: [] } };

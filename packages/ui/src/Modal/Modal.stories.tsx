import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Logg inn',
    labels: { close: 'Lukk' },
    onOpenChange: fn(),
    trigger: <Button>Logg inn</Button>,
    children: (
      <form style={{ display: 'grid', gap: '0.75rem' }}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          E-post
          <input type="email" name="email" autoComplete="email" />
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Passord
          <input type="password" name="password" autoComplete="current-password" />
        </label>
        <Button type="submit">Logg inn</Button>
      </form>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger button. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** An outside click does not close it; Escape and the close button do. */
export const Persistent: Story = {
  args: {
    defaultOpen: true,
    persistent: true,
    title: 'Bekreft bestilling',
    description: 'Du må velge et alternativ før du går videre.',
    children: <Button>Jeg forstår</Button>,
  },
};

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

/** The narrow size, for a short question. */
export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Slette adressen?',
    description: 'Vil du slette adressen til Kari Haugen, Storgata 1? Dette kan ikke angres.',
    children: <Button>Ja, slett adressen</Button>,
  },
};

/** The wide size, for a form with two columns or a table. */
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

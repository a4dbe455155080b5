import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

function ControlledModal(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Logg inn</Button>
      <p>Bakgrunnstekst</p>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Logg inn"
        labels={{ close: 'Lukk' }}
        {...props}
      >
        <label>
          E-post <input type="email" />
        </label>
        <Button type="submit">Fortsett</Button>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<ControlledModal {...props} />);
  await user.click(screen.getByRole('button', { name: 'Logg inn' }));
  return user;
}

describe('Modal', () => {
  it('opens as a dialog named by its title, with focus inside', async () => {
    await openModal();

    const dialog = screen.getByRole('dialog', { name: 'Logg inn' });
    expect(dialog.dataset.state).toBe('open');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openModal();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logg inn' }));
  });

  it('closes from its close button', async () => {
    const user = await openModal();

    await user.click(screen.getByRole('button', { name: 'Lukk' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an outside click', async () => {
    const user = await openModal();

    await user.click(document.querySelector('.ap-modal__overlay') as Element);

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on an outside click when persistent, but still closes on Escape', async () => {
    const user = await openModal({ persistent: true });

    await user.click(document.querySelector('.ap-modal__overlay') as Element);
    expect(screen.getByRole('dialog')).toBeDefined();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside while tabbing', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog');

    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('works uncontrolled from a trigger and reports changes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal
        title="Nyhetsbrev"
        description="Få tilbud og nyheter på e-post."
        labels={{ close: 'Lukk' }}
        onOpenChange={onOpenChange}
        trigger={<Button>Meld deg på</Button>}
      >
        Innhold
      </Modal>,
    );

    await user.click(screen.getByRole('button', { name: 'Meld deg på' }));

    expect(
      screen.getByRole('dialog', {
        name: 'Nyhetsbrev',
        description: 'Få tilbud og nyheter på e-post.',
      }),
    ).toBeDefined();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });
});

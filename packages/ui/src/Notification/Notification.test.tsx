import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notification } from './Notification';
import { NotificationArea } from './NotificationArea';

describe('Notification', () => {
  it('shows the title and message with its type', () => {
    const { container } = render(
      <Notification type="danger" title="Feil i ønskelisten" message="Varen er utsolgt." />,
    );

    expect(screen.getByText('Feil i ønskelisten')).toBeDefined();
    expect(screen.getByText('Varen er utsolgt.')).toBeDefined();
    expect((container.firstElementChild as HTMLElement).dataset.type).toBe('danger');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is info by default', () => {
    const { container } = render(<Notification message="Hei" />);

    expect((container.firstElementChild as HTMLElement).dataset.type).toBe('info');
  });

  it('dismisses from its labelled button', async () => {
    const onDismiss = vi.fn();
    render(
      <Notification message="Lagret" onDismiss={onDismiss} labels={{ dismiss: 'Lukk melding' }} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Lukk melding' }));

    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('NotificationArea', () => {
  const labels = { region: 'Meldinger', dismiss: 'Lukk melding' };

  it('is a labelled polite live region even while empty', () => {
    render(<NotificationArea notifications={[]} labels={labels} />);

    const region = screen.getByRole('region', { name: 'Meldinger' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.dataset.state).toBe('empty');
  });

  it('stacks the messages and dismisses each by id', async () => {
    const onDismiss = vi.fn();
    render(
      <NotificationArea
        labels={labels}
        onDismiss={onDismiss}
        notifications={[
          { id: 1, type: 'success', message: 'Du la Oljefilter MF 35 i handlekurven.' },
          { id: 'b', type: 'warning', message: 'Kun 2 igjen på lager.' },
        ]}
      />,
    );

    const region = screen.getByRole('region', { name: 'Meldinger' });
    expect(region.dataset.state).toBe('filled');
    const buttons = within(region).getAllByRole('button', { name: 'Lukk melding' });
    expect(buttons).toHaveLength(2);

    await userEvent.click(buttons[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('pauses while pointed at or focused and resumes only when both have left', async () => {
    const onPause = vi.fn();
    const onResume = vi.fn();
    render(
      <>
        <button type="button">Utenfor</button>
        <NotificationArea
          labels={labels}
          onDismiss={() => {}}
          onPause={onPause}
          onResume={onResume}
          notifications={[
            { id: 1, type: 'success', message: 'Lagret.' },
            { id: 2, type: 'info', message: 'Lagt i handlekurven.' },
          ]}
        />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Meldinger' });
    const user = userEvent.setup();

    const first = within(region).getAllByRole('button')[0] as HTMLElement;
    await user.hover(first);
    expect(onPause).toHaveBeenCalledOnce();
    await user.click(first);
    await user.unhover(first);
    // Focus is still on a dismiss button inside: still reading.
    expect(onResume).not.toHaveBeenCalled();
    await user.tab();
    expect(onResume).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Utenfor' }));
    expect(onResume).toHaveBeenCalledOnce();
    expect(onPause).toHaveBeenCalledOnce();
  });
});

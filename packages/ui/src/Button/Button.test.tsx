import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button>Avbryt</Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);

    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));

    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a form when it is a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button type="submit">Søk</Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);

    await userEvent.click(screen.getByRole('button', { name: 'Søk' }));

    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows its variant and size as classes and data attributes', () => {
    render(
      <Button variant="secondary" size="lg" className="extra">
        Vis
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Vis' });
    expect(button.className).toBe('ap-button ap-button--secondary ap-button--lg extra');
    expect(button.dataset.variant).toBe('secondary');
    expect(button.dataset.size).toBe('lg');
  });

  it('does not react to clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Vis
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Vis' }));

    expect(onClick).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabsProps } from './Tabs';

const items = [
  { id: 'login', label: 'Logg inn', content: <input aria-label="E-post" /> },
  { id: 'register', label: 'Opprett konto', content: <p>Registrering</p> },
  { id: 'reset', label: 'Glemt passord', content: <p>Tilbakestill</p> },
];

function renderTabs(props: Partial<TabsProps> = {}) {
  return render(<Tabs items={items} labels={{ tabList: 'Konto' }} {...props} />);
}

function selected() {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);
}

describe('Tabs', () => {
  it('is a named tab list with the first tab shown and alone in the Tab order', () => {
    renderTabs();

    expect(screen.getByRole('tablist', { name: 'Konto' })).toBeDefined();
    expect(selected()).toEqual(['Logg inn']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Logg inn' });
    expect(screen.getByRole('tab', { name: 'Logg inn' }).getAttribute('aria-controls')).toBe(
      panel.id,
    );
    expect(screen.queryByText('Registrering')).toBeNull();
  });

  it('shows another tab on click and reports it', async () => {
    const onValueChange = vi.fn();
    renderTabs({ onValueChange });

    await userEvent.click(screen.getByRole('tab', { name: 'Opprett konto' }));

    expect(selected()).toEqual(['Opprett konto']);
    expect(screen.getByRole('tabpanel', { name: 'Opprett konto' }).textContent).toBe(
      'Registrering',
    );
    expect(onValueChange).toHaveBeenCalledWith('register');
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    renderTabs();
    screen.getByRole('tab', { name: 'Logg inn' }).focus();

    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Opprett konto']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Opprett konto' }));

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toEqual(['Logg inn']);

    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Glemt passord']);

    await userEvent.keyboard('{Home}');
    expect(selected()).toEqual(['Logg inn']);
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual(['Glemt passord']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Glemt passord' }));
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderTabs({ value: 'register', onValueChange });

    await userEvent.click(screen.getByRole('tab', { name: 'Logg inn' }));
    expect(onValueChange).toHaveBeenCalledWith('login');
    expect(selected()).toEqual(['Opprett konto']);

    rerender(
      <Tabs
        items={items}
        labels={{ tabList: 'Konto' }}
        value="login"
        onValueChange={onValueChange}
      />,
    );
    expect(selected()).toEqual(['Logg inn']);
  });

  it('keeps what was typed in hidden panels with keepMounted', async () => {
    renderTabs({ keepMounted: true });

    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'ola@example.no');
    await userEvent.click(screen.getByRole('tab', { name: 'Opprett konto' }));
    const loginPanel = document.getElementById(
      screen.getByRole('tab', { name: 'Logg inn' }).getAttribute('aria-controls')!,
    )!;
    expect(loginPanel.hidden).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'Logg inn' }));
    expect((screen.getByRole('textbox', { name: 'E-post' }) as HTMLInputElement).value).toBe(
      'ola@example.no',
    );
  });

  it('falls back to the first tab for an unknown value, and renders on the server', () => {
    renderTabs({ defaultValue: 'missing' });
    expect(selected()).toEqual(['Logg inn']);

    const html = renderToString(
      <Tabs items={items} labels={{ tabList: 'Konto' }} defaultValue="register" />,
    );
    expect(html).toContain('Registrering');
    expect(html).not.toContain('Tilbakestill');
  });
});

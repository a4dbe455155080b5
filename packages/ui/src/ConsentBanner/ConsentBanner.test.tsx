import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildConsentBannerLabels } from '../fixtures/buildConsentBannerLabels';
import { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';

const labels = buildConsentBannerLabels();

function renderBanner(props: Partial<ConsentBannerProps> = {}) {
  const handlers = { onAcceptAll: vi.fn(), onNecessaryOnly: vi.fn(), onSave: vi.fn() };
  const view = render(<ConsentBanner open labels={labels} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

describe('ConsentBanner', () => {
  it('is a named, non-modal dialog with the three answers', () => {
    renderBanner();

    const dialog = screen.getByRole('dialog', { name: 'Informasjonskapsler' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.getAttribute('data-view')).toBe('summary');
    expect(screen.getByRole('button', { name: 'Godta alle' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Bare nødvendige' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Velg selv' })).toBeDefined();
  });

  it('shows nothing when closed', () => {
    renderBanner({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts all, or only the necessary cookies', async () => {
    const { onAcceptAll, onNecessaryOnly } = renderBanner();

    await userEvent.click(screen.getByRole('button', { name: 'Godta alle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bare nødvendige' }));

    expect(onAcceptAll).toHaveBeenCalledOnce();
    expect(onNecessaryOnly).toHaveBeenCalledOnce();
  });

  it('lets the shopper choose statistics without marketing; necessary cookies cannot be unticked', async () => {
    const { onSave } = renderBanner();

    await userEvent.click(screen.getByRole('button', { name: 'Velg selv' }));
    const necessary = screen.getByRole('checkbox', { name: 'Nødvendige' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistikk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lagre valg' }));

    expect(onSave).toHaveBeenCalledWith({ statistics: true, marketing: false });
  });

  it('ticks the earlier choice when the categories open', () => {
    renderBanner({ defaultView: 'choose', choice: { statistics: false, marketing: true } });

    expect((screen.getByRole('checkbox', { name: 'Statistikk' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Markedsføring' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('opens again on the categories with the choice made meanwhile ticked', () => {
    const handlers = { onAcceptAll: vi.fn(), onNecessaryOnly: vi.fn(), onSave: vi.fn() };
    const { rerender } = render(
      <ConsentBanner open={false} defaultView="choose" labels={labels} {...handlers} />,
    );

    rerender(
      <ConsentBanner
        open
        defaultView="choose"
        choice={{ statistics: true, marketing: false }}
        labels={labels}
        {...handlers}
      />,
    );

    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('choose');
    expect((screen.getByRole('checkbox', { name: 'Statistikk' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('leaves focus alone when shown at page load, and takes it when opened later', () => {
    const handlers = { onAcceptAll: vi.fn(), onNecessaryOnly: vi.fn(), onSave: vi.fn() };
    const { rerender } = render(<ConsentBanner open labels={labels} {...handlers} />);
    expect(document.activeElement).toBe(document.body);

    rerender(<ConsentBanner open={false} labels={labels} {...handlers} />);
    rerender(<ConsentBanner open labels={labels} {...handlers} />);

    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('does not trap focus: Tab leaves the banner after its last button', async () => {
    render(
      <>
        <ConsentBanner
          open
          labels={labels}
          onAcceptAll={vi.fn()}
          onNecessaryOnly={vi.fn()}
          onSave={vi.fn()}
        />
        <button type="button">Send bestilling</button>
      </>,
    );

    screen.getByRole('button', { name: 'Velg selv' }).focus();
    await userEvent.tab();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send bestilling' }));
  });

  it('puts a spacer before the sheet so the page can scroll out from under it', () => {
    const { container } = renderBanner();
    const spacer = container.querySelector('.ap-consent-banner__spacer');
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    expect(spacer?.nextElementSibling).toBe(screen.getByRole('dialog'));
  });
});

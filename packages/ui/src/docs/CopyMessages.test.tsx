import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../../../apps/storefront/app/i18n/no.json';
import { CopyMessages } from './CopyMessages';

describe('CopyMessages', () => {
  it("quotes the app's messages by key", () => {
    render(<CopyMessages messages={messages} keys={['cart.productAdded', 'order.empty']} />);

    expect(screen.getByRole('row', { name: /cart\.productAdded/ }).textContent).toContain(
      'Produktet er lagt i handlekurven',
    );
    expect(screen.getByRole('row', { name: /order\.empty/ }).textContent).toContain(
      'Du har ikke bestilt noe ennå.',
    );
  });

  it('refuses a key the translation file does not have, so the page cannot quote stale copy', () => {
    // React logs the thrown render error; the assertion below is what matters.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() =>
      render(<CopyMessages messages={messages} keys={['cart.removedLongAgo']} />),
    ).toThrow('No message cart.removedLongAgo in the translation file');
    consoleError.mockRestore();
  });
});

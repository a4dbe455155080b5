// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorPageGuard } from './ErrorPageGuard';

function BrokenErrorPage(): never {
  throw new Error('the error page broke');
}

afterEach(cleanup);

describe('ErrorPageGuard', () => {
  it('shows its content while it renders', () => {
    render(
      <ErrorPageGuard>
        <h1>Siden ble ikke funnet</h1>
      </ErrorPageGuard>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Siden ble ikke funnet');
  });

  it('shows the last-resort message when the error page itself fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPageGuard>
        <BrokenErrorPage />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Det oppstod en feil under visning av feilsiden',
    );
    consoleError.mockRestore();
  });
});

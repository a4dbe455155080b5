// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ErrorPage } from './ErrorPage';
import { ErrorShell } from './ErrorShell';
import { createMemoryRouter, RouterProvider } from 'react-router';

afterEach(cleanup);

describe('ErrorShell', () => {
  it('keeps the shop’s logo, linking home, above the error page', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ErrorShell>
            <ErrorPage status={500} />
          </ErrorShell>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);

    const logo = screen.getByRole('img', { name: 'Agri Deler' });
    expect(logo.getAttribute('src')).toBe('/images/logo.svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Det oppstod en feil');
  });
});

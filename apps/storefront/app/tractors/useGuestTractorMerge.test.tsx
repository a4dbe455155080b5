// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hasGuestTractors, useGuestTractorMerge } from './useGuestTractorMerge';

afterEach(cleanup);

const stored = JSON.stringify({
  tractors: [
    {
      finder: { id: 1, name: 'Traktor', slug: 'traktor' },
      brand: { id: 2, name: 'Valtra', slug: 'valtra' },
      model: { id: 3, name: 'N134', slug: 'n134' },
      licensePlate: null,
      nickname: null,
      addedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  activeId: null,
});

describe('hasGuestTractors', () => {
  it('is true only for a stored list with a machine', () => {
    expect(hasGuestTractors(stored)).toBe(true);
    expect(hasGuestTractors(null)).toBe(false);
    expect(hasGuestTractors('')).toBe(false);
    expect(hasGuestTractors('not json')).toBe(false);
    expect(hasGuestTractors(JSON.stringify({ tractors: [], activeId: null }))).toBe(false);
  });
});

function renderMerge(options: {
  status: 'guest' | 'authenticated';
  stored: string | null;
  merge: () => Promise<{ sent: number }>;
  loader?: () => null;
}) {
  const tractors = { mergeGuestList: vi.fn(options.merge) };
  const readStored = () => options.stored;
  function Shell() {
    useGuestTractorMerge(tractors, options.status, readStored);
    return <p>side</p>;
  }
  const loader = vi.fn(options.loader ?? (() => null));
  const Stub = createRoutesStub([{ path: '/', Component: Shell, loader }]);
  render(<Stub initialEntries={['/']} />);
  return { tractors, loader };
}

describe('useGuestTractorMerge', () => {
  it('merges a local list once signed in, then loads the page again', async () => {
    const { tractors, loader } = renderMerge({
      status: 'authenticated',
      stored,
      merge: () => Promise.resolve({ sent: 1 }),
    });

    await waitFor(() => expect(tractors.mergeGuestList).toHaveBeenCalledOnce());
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });

  it('sends nothing for a guest, nor without a local list', async () => {
    const guest = renderMerge({
      status: 'guest',
      stored,
      merge: () => Promise.resolve({ sent: 1 }),
    });
    const empty = renderMerge({
      status: 'authenticated',
      stored: null,
      merge: () => Promise.resolve({ sent: 0 }),
    });

    await waitFor(() => expect(guest.loader).toHaveBeenCalled());
    await waitFor(() => expect(empty.loader).toHaveBeenCalled());
    expect(guest.tractors.mergeGuestList).not.toHaveBeenCalled();
    expect(empty.tractors.mergeGuestList).not.toHaveBeenCalled();
  });

  it('swallows a failed merge (the SDK keeps the list for the next try)', async () => {
    const { tractors, loader } = renderMerge({
      status: 'authenticated',
      stored,
      merge: () => Promise.reject(new Error('down')),
    });

    await waitFor(() => expect(tractors.mergeGuestList).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { tractorsSessionReaction } from './tractorsSessionReaction';

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

/** "My tractors"' merge as a `vi.fn` answering `merge`, over a local list `list`. */
function setup(list: string | null, merge: () => Promise<{ sent: number }>) {
  const tractors = { mergeGuestList: vi.fn(merge) };
  const storage = createMemoryStorage(list === null ? [] : [['vsf-my-tractors', list]]);
  const events = createEventBus();
  const merged: SdkEvents['session:guest-merged'][] = [];
  const failed: SdkEvents['session:guest-merge-failed'][] = [];
  events.on('session:guest-merged', (event) => merged.push(event));
  events.on('session:guest-merge-failed', (event) => failed.push(event));
  return { tractors, merged, failed, react: tractorsSessionReaction(tractors, storage, events) };
}

describe('tractorsSessionReaction', () => {
  it('merges a local list once signed in, and says how many machines went', async () => {
    const { tractors, merged, react } = setup(stored, () => Promise.resolve({ sent: 1 }));

    await react('authenticated', 'guest');

    expect(tractors.mergeGuestList).toHaveBeenCalledOnce();
    expect(merged).toEqual([{ target: 'tractors', sent: 1 }]);
  });

  it('sends nothing for a guest, nor without a machine in the local list', async () => {
    const guest = setup(stored, () => Promise.resolve({ sent: 1 }));
    const none = setup(null, () => Promise.resolve({ sent: 0 }));
    const empty = setup(JSON.stringify({ tractors: [], activeId: null }), () =>
      Promise.resolve({ sent: 0 }),
    );

    await guest.react('guest', null);
    await none.react('authenticated', null);
    await empty.react('authenticated', null);

    for (const { tractors, merged } of [guest, none, empty]) {
      expect(tractors.mergeGuestList).not.toHaveBeenCalled();
      expect(merged).toEqual([]);
    }
  });

  it('says a merge failed (the store keeps the list for the next try), and asks for nothing more', async () => {
    const error = new Error('down');
    const { tractors, merged, failed, react } = setup(stored, () => Promise.reject(error));

    await react('authenticated', 'guest');

    expect(tractors.mergeGuestList).toHaveBeenCalledOnce();
    expect(failed).toEqual([{ target: 'tractors', error }]);
    expect(merged).toEqual([]);
  });

  it('runs one merge at a time', async () => {
    let answer: (value: { sent: number }) => void = () => undefined;
    const { tractors, react } = setup(stored, () => new Promise((resolve) => (answer = resolve)));

    const first = react('authenticated', 'guest');
    await vi.waitFor(() => expect(tractors.mergeGuestList).toHaveBeenCalledOnce());
    await react('authenticated', 'guest');
    answer({ sent: 1 });
    await first;

    expect(tractors.mergeGuestList).toHaveBeenCalledOnce();
  });
});

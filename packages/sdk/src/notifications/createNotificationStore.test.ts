import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore, type NotificationTimers } from './createNotificationStore';

/** A clock that runs nothing by itself: tests fire the pending callbacks by hand. */
function createFakeTimers() {
  let nextHandle = 0;
  const pending = new Map<number, { callback: () => void; delayMs: number }>();
  let time = 0;
  const timers: NotificationTimers = {
    now: () => time,
    setTimeout(callback, delayMs) {
      nextHandle += 1;
      pending.set(nextHandle, { callback, delayMs });
      return nextHandle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** Delays of the callbacks still waiting, in the order they were scheduled. */
    pendingDelays: () => [...pending.values()].map((timer) => timer.delayMs),
    /** Moves the clock on without firing anything. */
    advance(ms: number) {
      time += ms;
    },
    /** Runs every callback still waiting. */
    fireAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.callback();
    },
  };
}

function setup(options: Parameters<typeof createNotificationStore>[0] = {}) {
  const clock = createFakeTimers();
  const store = createNotificationStore({ timers: clock.timers, ...options });
  const messages = () => store.getSnapshot().map((notification) => notification.message);
  return { clock, store, messages };
}

describe('createNotificationStore', () => {
  it('starts empty', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows a notification with a new id, not persistent unless asked', () => {
    const { store } = setup();
    const id = store.notify({ message: 'Added to cart', title: 'Cart', type: 'success' });
    expect(store.getSnapshot()).toEqual([
      { id, message: 'Added to cart', title: 'Cart', type: 'success', persist: false },
    ]);
  });

  it('gives each notification its own id, counting per store', () => {
    const first = setup().store;
    const second = setup().store;
    const a = first.notify({ message: 'A', type: 'info' });
    const b = first.notify({ message: 'B', type: 'info' });
    const c = second.notify({ message: 'C', type: 'info' });
    expect(a).not.toBe(b);
    expect(c).toBe(a);
  });

  it('uses the injected id generator', () => {
    const { store } = setup({ createId: () => 'fixed-id' });
    expect(store.notify({ message: 'A', type: 'info' })).toBe('fixed-id');
  });

  describe('dedupe', () => {
    it('returns null and changes nothing for a message already showing', () => {
      const { store, clock } = setup();
      store.notify({ message: 'Added to cart', type: 'success' });
      const before = store.getSnapshot();
      const listener = vi.fn();
      store.subscribe(listener);

      expect(store.notify({ message: 'Added to cart', type: 'danger' })).toBeNull();
      expect(store.getSnapshot()).toBe(before);
      expect(listener).not.toHaveBeenCalled();
      expect(clock.pendingDelays()).toHaveLength(1);
    });

    it('shows the message again after the first one timed out', () => {
      const { store, clock, messages } = setup();
      store.notify({ message: 'Added to cart', type: 'success' });
      clock.fireAll();
      expect(store.notify({ message: 'Added to cart', type: 'success' })).not.toBeNull();
      expect(messages()).toEqual(['Added to cart']);
    });
  });

  describe('limit', () => {
    it('drops the oldest when a fourth is shown', () => {
      const { store, messages } = setup();
      for (const message of ['1', '2', '3', '4']) store.notify({ message, type: 'info' });
      expect(messages()).toEqual(['2', '3', '4']);
    });

    it('cancels the timeout of the notification it drops', () => {
      const { store, clock } = setup();
      for (const message of ['1', '2', '3']) store.notify({ message, type: 'info' });
      store.notify({ message: '4', type: 'info' });
      expect(clock.pendingDelays()).toHaveLength(3);
    });

    it('honours a maxVisible option', () => {
      const { store, messages } = setup({ maxVisible: 1 });
      store.notify({ message: '1', type: 'info' });
      store.notify({ message: '2', type: 'info' });
      expect(messages()).toEqual(['2']);
    });
  });

  describe('timeout', () => {
    it('dismisses a non-persistent notification after 10 000 ms', () => {
      const { store, clock } = setup();
      store.notify({ message: 'Saved', type: 'success' });
      expect(clock.pendingDelays()).toEqual([10_000]);
      clock.fireAll();
      expect(store.getSnapshot()).toEqual([]);
    });

    it('pauses every timeout while the shopper reads and resumes with the time left', () => {
      const { store, clock, messages } = setup();
      store.notify({ message: 'Saved', type: 'success' });
      clock.advance(4000);
      store.pause();
      expect(clock.pendingDelays()).toEqual([]);
      // A message that arrives while paused waits too.
      store.notify({ message: 'Added', type: 'success' });
      expect(clock.pendingDelays()).toEqual([]);
      clock.advance(60_000);
      expect(messages()).toEqual(['Saved', 'Added']);
      store.resume();
      expect(clock.pendingDelays()).toEqual([6000, 10_000]);
      clock.fireAll();
      expect(messages()).toEqual([]);
    });

    it('takes a second pause or resume as one, and dismissing while paused leaves nothing behind', () => {
      const { store, clock, messages } = setup();
      const id = store.notify({ message: 'Saved', type: 'success' });
      store.notify({ message: 'Added', type: 'success' });
      store.pause();
      store.pause();
      store.dismiss(id!);
      store.resume();
      store.resume();
      expect(clock.pendingDelays()).toEqual([10_000]);
      expect(messages()).toEqual(['Added']);
    });

    it('honours a timeoutMs option', () => {
      const { store, clock } = setup({ timeoutMs: 500 });
      store.notify({ message: 'Saved', type: 'success' });
      expect(clock.pendingDelays()).toEqual([500]);
    });

    it('schedules nothing for a persistent notification, which stays', () => {
      const { store, clock, messages } = setup();
      store.notify({ message: 'Session expired', type: 'warning', persist: true });
      store.notify({ message: 'Saved', type: 'success' });
      expect(clock.pendingDelays()).toEqual([10_000]);
      clock.fireAll();
      expect(messages()).toEqual(['Session expired']);
    });

    it('works with the global clock by default', () => {
      vi.useFakeTimers();
      try {
        const store = createNotificationStore();
        store.notify({ message: 'Saved', type: 'success' });
        vi.advanceTimersByTime(9999);
        expect(store.getSnapshot()).toHaveLength(1);
        vi.advanceTimersByTime(1);
        expect(store.getSnapshot()).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('dismiss', () => {
    it('removes the notification and cancels its timeout', () => {
      const { store, clock, messages } = setup();
      const id = store.notify({ message: 'Saved', type: 'success' });
      store.notify({ message: 'Other', type: 'info' });
      store.dismiss(id ?? '');
      expect(messages()).toEqual(['Other']);
      expect(clock.pendingDelays()).toHaveLength(1);
    });

    it('removes a persistent notification', () => {
      const { store } = setup();
      const id = store.notify({ message: 'Session expired', type: 'warning', persist: true });
      store.dismiss(id ?? '');
      expect(store.getSnapshot()).toEqual([]);
    });

    it('does nothing for an id that is not showing', () => {
      const { store } = setup();
      store.notify({ message: 'Saved', type: 'success' });
      const before = store.getSnapshot();
      const listener = vi.fn();
      store.subscribe(listener);
      store.dismiss('missing');
      expect(store.getSnapshot()).toBe(before);
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('clear', () => {
    it('removes every notification and cancels every timeout', () => {
      const { store, clock } = setup();
      store.notify({ message: '1', type: 'info' });
      store.notify({ message: '2', type: 'info', persist: true });
      store.clear();
      expect(store.getSnapshot()).toEqual([]);
      expect(clock.pendingDelays()).toEqual([]);
    });
  });

  describe('subscribe', () => {
    it('calls the listener once per change', () => {
      const { store, clock } = setup();
      const listener = vi.fn();
      store.subscribe(listener);
      store.notify({ message: 'Saved', type: 'success' });
      clock.fireAll();
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('stops calling the listener after unsubscribe', () => {
      const { store } = setup();
      const listener = vi.fn();
      const unsubscribe = store.subscribe(listener);
      unsubscribe();
      store.notify({ message: 'Saved', type: 'success' });
      expect(listener).not.toHaveBeenCalled();
    });

    it('keeps other listeners when one unsubscribes', () => {
      const { store } = setup();
      const kept = vi.fn();
      store.subscribe(kept);
      store.subscribe(vi.fn())();
      store.notify({ message: 'Saved', type: 'success' });
      expect(kept).toHaveBeenCalledTimes(1);
    });
  });

  describe('getSnapshot', () => {
    it('returns the same array until something changes', () => {
      const { store } = setup();
      store.notify({ message: 'Saved', type: 'success' });
      const snapshot = store.getSnapshot();
      expect(store.getSnapshot()).toBe(snapshot);
      store.notify({ message: 'Other', type: 'info' });
      expect(store.getSnapshot()).not.toBe(snapshot);
    });
  });
});

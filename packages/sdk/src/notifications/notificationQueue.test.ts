import { describe, expect, it } from 'vitest';
import { notificationQueueReducer, type Notification } from './notificationQueue';

function buildNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? 'n1';
  return { id, message: `Message ${id}`, type: 'info', persist: false, ...overrides };
}

function addAll(...notifications: Notification[]): readonly Notification[] {
  return notifications.reduce<readonly Notification[]>(
    (state, notification) => notificationQueueReducer(state, { type: 'add', notification }),
    [],
  );
}

const ids = (state: readonly Notification[]) => state.map((notification) => notification.id);

describe('notificationQueueReducer', () => {
  describe('add', () => {
    it('appends a notification after the ones already showing', () => {
      const state = addAll(buildNotification({ id: 'a' }), buildNotification({ id: 'b' }));
      expect(ids(state)).toEqual(['a', 'b']);
    });

    it('does not add a message that is already showing, and returns the same state', () => {
      const state = addAll(buildNotification({ id: 'a', message: 'Added to cart' }));
      const next = notificationQueueReducer(state, {
        type: 'add',
        notification: buildNotification({ id: 'b', message: 'Added to cart', type: 'success' }),
      });
      expect(next).toBe(state);
    });

    it('adds the same message again once the first one is gone', () => {
      const first = buildNotification({ id: 'a', message: 'Added to cart' });
      const dismissed = notificationQueueReducer(addAll(first), { type: 'dismiss', id: 'a' });
      const next = notificationQueueReducer(dismissed, {
        type: 'add',
        notification: buildNotification({ id: 'b', message: 'Added to cart' }),
      });
      expect(ids(next)).toEqual(['b']);
    });

    it('treats messages that differ only in case or whitespace as different', () => {
      const state = addAll(
        buildNotification({ id: 'a', message: 'Saved' }),
        buildNotification({ id: 'b', message: 'saved' }),
        buildNotification({ id: 'c', message: 'Saved ' }),
      );
      expect(ids(state)).toEqual(['a', 'b', 'c']);
    });

    it('keeps three by default: the fourth drops the oldest', () => {
      const state = addAll(
        buildNotification({ id: 'a' }),
        buildNotification({ id: 'b' }),
        buildNotification({ id: 'c' }),
        buildNotification({ id: 'd' }),
      );
      expect(ids(state)).toEqual(['b', 'c', 'd']);
    });

    it('drops the oldest even when it is persistent', () => {
      const state = addAll(
        buildNotification({ id: 'a', persist: true }),
        buildNotification({ id: 'b' }),
        buildNotification({ id: 'c' }),
        buildNotification({ id: 'd' }),
      );
      expect(ids(state)).toEqual(['b', 'c', 'd']);
    });

    it('does not drop anything for a duplicate when the queue is full', () => {
      const state = addAll(
        buildNotification({ id: 'a' }),
        buildNotification({ id: 'b' }),
        buildNotification({ id: 'c' }),
      );
      const next = notificationQueueReducer(state, {
        type: 'add',
        notification: buildNotification({ id: 'd', message: 'Message a' }),
      });
      expect(next).toBe(state);
    });

    it('keeps at most maxVisible when a limit is given', () => {
      const add = (state: readonly Notification[], id: string) =>
        notificationQueueReducer(
          state,
          { type: 'add', notification: buildNotification({ id }) },
          2,
        );
      expect(ids(add(add(add([], 'a'), 'b'), 'c'))).toEqual(['b', 'c']);
    });

    it('does not change the previous state', () => {
      const state = addAll(buildNotification({ id: 'a' }));
      notificationQueueReducer(state, {
        type: 'add',
        notification: buildNotification({ id: 'b' }),
      });
      expect(ids(state)).toEqual(['a']);
    });
  });

  describe('dismiss', () => {
    it('removes the notification with that id and keeps the order of the rest', () => {
      const state = addAll(
        buildNotification({ id: 'a' }),
        buildNotification({ id: 'b' }),
        buildNotification({ id: 'c' }),
      );
      expect(ids(notificationQueueReducer(state, { type: 'dismiss', id: 'b' }))).toEqual([
        'a',
        'c',
      ]);
    });

    it('removes a persistent notification too', () => {
      const state = addAll(buildNotification({ id: 'a', persist: true }));
      expect(notificationQueueReducer(state, { type: 'dismiss', id: 'a' })).toEqual([]);
    });

    it('returns the same state for an id that is not showing', () => {
      const state = addAll(buildNotification({ id: 'a' }));
      expect(notificationQueueReducer(state, { type: 'dismiss', id: 'missing' })).toBe(state);
    });
  });

  describe('clear', () => {
    it('removes every notification', () => {
      const state = addAll(buildNotification({ id: 'a' }), buildNotification({ id: 'b' }));
      expect(notificationQueueReducer(state, { type: 'clear' })).toEqual([]);
    });

    it('returns the same state when nothing is showing', () => {
      const state: readonly Notification[] = [];
      expect(notificationQueueReducer(state, { type: 'clear' })).toBe(state);
    });
  });
});

/** What one tab tells the shop's other tabs about the session. */
export interface SessionSignal {
  /** `ended`: the API refused the session; every tab is signed out. */
  type: 'ended';
}

/** A channel between the shop's tabs of one browser; see {@link createSessionBroadcast}. */
export interface SessionBroadcast {
  /** Tells the other tabs (never this one). */
  post(signal: SessionSignal): void;
  /** Calls `listener` with what another tab posts, until the returned function is called. */
  subscribe(listener: (signal: SessionSignal) => void): () => void;
  /** Stops listening and closes the channel. */
  close(): void;
}

/** The channel's name, and the local-storage key of the fallback. */
export const sessionBroadcastName = 'vsf-session-signal';

/** The parts of `window` the broadcast uses (a test passes its own). */
export type BroadcastWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  BroadcastChannel?: typeof BroadcastChannel;
  localStorage?: Pick<Storage, 'setItem'>;
};

/**
 * A channel to the shop's other tabs: a `BroadcastChannel`, or where a browser has none, a
 * local-storage write, which fires a `storage` event in every other tab of the origin (the value
 * carries a counter so two equal signals in a row both arrive). Nothing is sent to the server.
 */
export function createSessionBroadcast(win: BroadcastWindow = window): SessionBroadcast {
  const listeners = new Set<(signal: SessionSignal) => void>();
  const deliver = (data: unknown) => {
    const signal = readSignal(data);
    if (signal) for (const listener of listeners) listener(signal);
  };
  if (win.BroadcastChannel) {
    const channel = new win.BroadcastChannel(sessionBroadcastName);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      post: (signal) => channel.postMessage(signal),
      subscribe: (listener) => subscribe(listeners, listener),
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }
  let sent = 0;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionBroadcastName || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not ours to read.
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    post: (signal) => {
      sent += 1;
      try {
        win.localStorage?.setItem(sessionBroadcastName, JSON.stringify({ ...signal, sent }));
      } catch {
        // Storage full or refused: the other tabs learn at their next request.
      }
    },
    subscribe: (listener) => subscribe(listeners, listener),
    close: () => {
      listeners.clear();
      win.removeEventListener('storage', onStorage);
    },
  };
}

function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readSignal(data: unknown): SessionSignal | null {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ended'
    ? { type: 'ended' }
    : null;
}

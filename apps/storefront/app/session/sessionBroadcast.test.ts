import { afterEach, describe, expect, it } from 'vitest';

import {
  createSessionBroadcast,
  sessionBroadcastName,
  type BroadcastWindow,
  type SessionBroadcast,
  type SessionSignal,
} from './sessionBroadcast';

const opened: SessionBroadcast[] = [];
afterEach(() => {
  for (const broadcast of opened.splice(0)) broadcast.close();
});

function open(win: BroadcastWindow): SessionBroadcast {
  const broadcast = createSessionBroadcast(win);
  opened.push(broadcast);
  return broadcast;
}

/** A tab's window without BroadcastChannel: events of its own, a local storage that records. */
function oldBrowserTab() {
  const target = new EventTarget();
  const written: [string, string][] = [];
  const win: BroadcastWindow = {
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as Window['removeEventListener'],
    localStorage: { setItem: (key: string, value: string) => void written.push([key, value]) },
  };
  /** What the browser does in this tab when another tab writes `key`. */
  const storageEvent = (key: string, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  return { win, written, storageEvent };
}

describe('createSessionBroadcast', () => {
  it('tells the other tabs through a BroadcastChannel, not the tab that posts', async () => {
    const win = { BroadcastChannel, addEventListener() {}, removeEventListener() {} };
    const first = open(win);
    const second = open(win);
    const heardByFirst: SessionSignal[] = [];
    first.subscribe((signal) => heardByFirst.push(signal));
    const heard = new Promise<SessionSignal>((resolve) => second.subscribe(resolve));

    first.post({ type: 'ended' });

    expect(await heard).toEqual({ type: 'ended' });
    expect(heardByFirst).toEqual([]);
  });

  it('falls back to a local-storage write, which other tabs hear as a storage event', () => {
    const poster = oldBrowserTab();
    const listener = oldBrowserTab();
    const heard: SessionSignal[] = [];
    open(listener.win).subscribe((signal) => heard.push(signal));

    const posting = open(poster.win);
    posting.post({ type: 'ended' });
    posting.post({ type: 'ended' });
    // Two equal signals in a row are two different values, so both fire an event.
    expect(poster.written.map(([key]) => key)).toEqual([
      sessionBroadcastName,
      sessionBroadcastName,
    ]);
    expect(poster.written[0]?.[1]).not.toBe(poster.written[1]?.[1]);

    for (const [key, value] of poster.written) listener.storageEvent(key, value);
    expect(heard).toEqual([{ type: 'ended' }, { type: 'ended' }]);
  });

  it('ignores other keys, removals and values that are not a signal', () => {
    const tab = oldBrowserTab();
    const heard: SessionSignal[] = [];
    open(tab.win).subscribe((signal) => heard.push(signal));

    tab.storageEvent('vsf-cart', JSON.stringify({ type: 'ended' }));
    tab.storageEvent(sessionBroadcastName, null);
    tab.storageEvent(sessionBroadcastName, 'not json');
    tab.storageEvent(sessionBroadcastName, JSON.stringify({ type: 'logged-in' }));

    expect(heard).toEqual([]);
  });

  it('stops listening once closed', () => {
    const tab = oldBrowserTab();
    const heard: SessionSignal[] = [];
    const broadcast = createSessionBroadcast(tab.win);
    broadcast.subscribe((signal) => heard.push(signal));
    broadcast.close();

    tab.storageEvent(sessionBroadcastName, JSON.stringify({ type: 'ended', sent: 1 }));
    expect(heard).toEqual([]);
  });
});

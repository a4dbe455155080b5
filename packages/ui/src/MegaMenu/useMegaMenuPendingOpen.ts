import { useEffect, useRef } from 'react';

type PendingOpen = { id: string; timer: ReturnType<typeof setTimeout> };

/**
 * The {@link MegaMenu}'s panel that is about to open (the hover or click delay): at most one,
 * dropped on a new `closeSignal` and on unmount.
 */
export function useMegaMenuPendingOpen(closeSignal: unknown) {
  const pendingOpen = useRef<PendingOpen | null>(null);

  function cancel() {
    if (pendingOpen.current) clearTimeout(pendingOpen.current.timer);
    pendingOpen.current = null;
  }

  /** Calls `open` with `id` after `delay` milliseconds, instead of any panel pending so far. */
  function schedule(id: string, delay: number, open: (id: string) => void) {
    cancel();
    const timer = setTimeout(() => {
      pendingOpen.current = null;
      open(id);
    }, delay);
    pendingOpen.current = { id, timer };
  }

  function isPending(id: string): boolean {
    return pendingOpen.current?.id === id;
  }

  // A navigation also drops a panel that was about to open (the pointer may still rest on it).
  // Only a change of the signal does: on mount this effect may run after a hover has already
  // started the delay (a quick pointer, a play function), and must not cancel it.
  const pendingSignal = useRef(closeSignal);
  useEffect(() => {
    if (Object.is(pendingSignal.current, closeSignal)) return;
    pendingSignal.current = closeSignal;
    if (pendingOpen.current) clearTimeout(pendingOpen.current.timer);
    pendingOpen.current = null;
  }, [closeSignal]);

  useEffect(() => {
    const pending = pendingOpen;
    return () => {
      if (pending.current) clearTimeout(pending.current.timer);
    };
  }, []);

  return { schedule, cancel, isPending };
}

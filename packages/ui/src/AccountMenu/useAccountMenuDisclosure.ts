import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown';

function menuControls(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];
}

/**
 * The {@link AccountMenu}'s disclosure behaviour over its native `<details>`: the open state
 * mirrored for `data-state`, the keyboard (Escape, arrows, Home, End), closing when focus or a
 * pointer goes elsewhere, and closing on each new `closeSignal`.
 */
export function useAccountMenuDisclosure(closeSignal: unknown) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  function close(returnFocus: boolean) {
    if (detailsRef.current) detailsRef.current.open = false;
    setOpen(false);
    if (returnFocus) summaryRef.current?.focus();
  }

  function openAndFocus(which: 'first' | 'last') {
    if (detailsRef.current) detailsRef.current.open = true;
    setOpen(true);
    const controls = menuControls(panelRef.current);
    (which === 'first' ? controls[0] : controls.at(-1))?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const target = event.target as HTMLElement;
    const onSummary = target === summaryRef.current;
    const controls = menuControls(panelRef.current);
    const index = controls.indexOf(target);
    let next: HTMLElement | undefined;

    if (event.key === 'Escape' && detailsRef.current?.open) {
      close(true);
    } else if (onSummary && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (index >= 0 && event.key === 'ArrowDown') {
      next = controls[(index + 1) % controls.length];
    } else if (index >= 0 && event.key === 'ArrowUp') {
      next = controls[(index - 1 + controls.length) % controls.length];
    } else if (index >= 0 && event.key === 'Home') {
      next = controls[0];
    } else if (index >= 0 && event.key === 'End') {
      next = controls.at(-1);
    } else {
      return;
    }
    event.preventDefault();
    next?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDetailsElement>) {
    // Only a move to somewhere else closes: a click on the panel's background moves focus to
    // nothing (relatedTarget null) and must keep it open.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
  }

  // Closing on a new closeSignal: the DOM owns the open state of a <details>.
  const [seenCloseSignal, setSeenCloseSignal] = useState(closeSignal);
  if (!Object.is(closeSignal, seenCloseSignal)) {
    setSeenCloseSignal(closeSignal);
    setOpen(false);
  }
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [closeSignal]);

  useOutsidePointerDown(detailsRef, open, () => close(false));

  return { detailsRef, summaryRef, panelRef, open, setOpen, close, handleKeyDown, handleBlur };
}

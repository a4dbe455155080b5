import { useRef, useState, type KeyboardEvent } from 'react';

/** Keys that change a closed native select's value without opening it. */
const browsingKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A native select that applies a choice (loads the listing again) when the shopper has chosen,
 * not on every arrow key (issue 23: each ArrowDown on the sort select reloaded the page). A value
 * picked with the mouse or from the open list applies at once; one reached with the arrow keys
 * or by typing on the closed select is shown and applies on Enter or when the select loses the
 * focus. The draft belongs to the value it started from, so a new value from the address drops it.
 */
export function useApplyOnChoose(value: string, apply: (value: string) => void) {
  const [draft, setDraft] = useState<{ from: string; value: string } | null>(null);
  const byKeyboard = useRef(false);
  const pending = draft && draft.from === value ? draft.value : null;

  const commit = () => {
    if (pending !== null && pending !== value) apply(pending);
    setDraft(null);
  };

  return {
    value: pending ?? value,
    onChange: (next: string) => {
      if (byKeyboard.current) {
        byKeyboard.current = false;
        setDraft({ from: value, value: next });
        return;
      }
      setDraft(null);
      if (next !== value) apply(next);
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Enter') {
        if (pending !== null) event.preventDefault();
        commit();
        return;
      }
      byKeyboard.current = browsingKeys.has(event.key) || event.key.length === 1;
    },
    onPointerDown: () => {
      byKeyboard.current = false;
    },
    onBlur: commit,
  };
}

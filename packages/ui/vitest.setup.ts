import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library unmounts after each test on its own only when the runner exposes globals.
afterEach(() => {
  cleanup();
});

// Testing Library's async helpers wait for a zero-delay timer, and advance fake timers to get it
// only through a global `jest`. Pointing that at vitest lets user-event run under fake timers.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library unmounts after each test on its own only when the runner exposes globals; with
// one module graph per worker (`isolate: false`) a file's mounted hooks would outlive it.
afterEach(() => {
  cleanup();
  // A test that forgot its real timers must not hand fake ones to the next file.
  vi.useRealTimers();
});

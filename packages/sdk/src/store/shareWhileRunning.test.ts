import { describe, expect, it } from 'vitest';

import { shareWhileRunning } from './shareWhileRunning';

describe('shareWhileRunning', () => {
  it('gives calls made while a run is under way that run, and starts afresh once it settled', async () => {
    let runs = 0;
    let release!: () => void;
    const shared = shareWhileRunning(() => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = () => resolve(runs);
      });
    });
    const first = shared();
    const second = shared();
    expect(second).toBe(first);
    release();
    await expect(first).resolves.toBe(1);
    const third = shared();
    expect(third).not.toBe(first);
    release();
    await expect(third).resolves.toBe(2);
    expect(runs).toBe(2);
  });

  it('starts again after a failed run', async () => {
    let runs = 0;
    const shared = shareWhileRunning(async () => {
      runs += 1;
      if (runs === 1) throw new Error('refused');
      return 'merged';
    });
    await expect(shared()).rejects.toThrow('refused');
    await expect(shared()).resolves.toBe('merged');
  });
});

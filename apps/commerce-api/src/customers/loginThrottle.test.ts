import { describe, expect, it } from 'vitest';
import { delaySeconds, LOGIN_THROTTLE, secondsToWait } from './loginThrottle.js';

const pair = LOGIN_THROTTLE.pair;
const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, 0) + seconds * 1000);

describe('delaySeconds', () => {
  it('lets the first failures pass, then doubles from one second', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((failures) => delaySeconds(failures, pair))).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16,
    ]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(delaySeconds(12, pair)).toBe(512);
    expect(delaySeconds(13, pair)).toBe(15 * 60);
    expect(delaySeconds(5000, pair)).toBe(15 * 60);
    expect(delaySeconds(5000, LOGIN_THROTTLE.client)).toBe(60);
  });

  it('gives a shared client far more room than one account', () => {
    expect(delaySeconds(LOGIN_THROTTLE.client.freeFailures - 1, LOGIN_THROTTLE.client)).toBe(0);
    expect(delaySeconds(LOGIN_THROTTLE.client.freeFailures, LOGIN_THROTTLE.client)).toBe(1);
  });
});

describe('secondsToWait', () => {
  it('counts from the last failure and rounds up', () => {
    expect(secondsToWait(5, at(0), pair, at(0))).toBe(4);
    expect(secondsToWait(5, at(0), pair, at(2.5))).toBe(2);
    expect(secondsToWait(5, at(0), pair, at(3.999))).toBe(1);
  });

  it('allows the attempt once the delay has passed, or without failures to count', () => {
    expect(secondsToWait(5, at(0), pair, at(4))).toBe(0);
    expect(secondsToWait(2, at(0), pair, at(0))).toBe(0);
    expect(secondsToWait(5, null, pair, at(0))).toBe(0);
  });
});

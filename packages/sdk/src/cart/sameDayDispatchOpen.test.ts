import { describe, expect, it } from 'vitest';
import { sameDayDispatchOpen } from './sameDayDispatchOpen';

describe('sameDayDispatchOpen', () => {
  // 2026-11-23 is a Monday; Oslo is UTC+1 in winter, UTC+2 in summer.
  it('is open on a weekday until 13:59 Oslo time and closed from 14:00', () => {
    expect(sameDayDispatchOpen(new Date('2026-11-23T07:00:00Z'))).toBe(true);
    expect(sameDayDispatchOpen(new Date('2026-11-23T12:59:59Z'))).toBe(true);
    expect(sameDayDispatchOpen(new Date('2026-11-23T13:00:00Z'))).toBe(false);
    // 23:30 in Oslo is still Monday, after the cut-off.
    expect(sameDayDispatchOpen(new Date('2026-11-23T22:30:00Z'))).toBe(false);
  });

  it('follows summer time', () => {
    // 2026-06-15 is a Monday: 14:00 in Oslo is 12:00 UTC.
    expect(sameDayDispatchOpen(new Date('2026-06-15T11:59:00Z'))).toBe(true);
    expect(sameDayDispatchOpen(new Date('2026-06-15T12:00:00Z'))).toBe(false);
  });

  it('is closed at weekends, by the Oslo date rather than the UTC one', () => {
    expect(sameDayDispatchOpen(new Date('2026-11-21T09:00:00Z'))).toBe(false); // Saturday
    expect(sameDayDispatchOpen(new Date('2026-11-22T09:00:00Z'))).toBe(false); // Sunday
    // Sunday 23:30 UTC is Monday 00:30 in Oslo.
    expect(sameDayDispatchOpen(new Date('2026-11-22T23:30:00Z'))).toBe(true);
    // Friday 23:30 UTC is Saturday 00:30 in Oslo.
    expect(sameDayDispatchOpen(new Date('2026-11-27T23:30:00Z'))).toBe(false);
  });
});

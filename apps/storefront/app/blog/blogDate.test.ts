import { describe, expect, it } from 'vitest';

import { blogDate } from './blogDate';

describe('blogDate', () => {
  it('shows the date in Norwegian beside its machine-readable form', () => {
    expect(blogDate('2025-03-18T07:00:00.000Z')).toEqual({
      text: '18. mars 2025',
      dateTime: '2025-03-18',
    });
  });

  it('uses the calendar in Oslo, not in UTC', () => {
    expect(blogDate('2024-12-31T23:30:00Z')).toEqual({
      text: '1. januar 2025',
      dateTime: '2025-01-01',
    });
  });

  it.each([null, '', 'i går'])('is null for %j', (value) => {
    expect(blogDate(value)).toBeNull();
  });
});

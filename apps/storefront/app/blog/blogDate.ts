/** The shop's time zone: a post published just after midnight in Oslo has Oslo's date. */
const timeZone = 'Europe/Oslo';

const norwegianDate = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone,
});

const isoDate = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone,
});

/** A publication date as a page shows it and as `<time dateTime>` carries it. */
export interface BlogDate {
  /** Norwegian, for example `18. mars 2025`. */
  text: string;
  /** `YYYY-MM-DD`, for example `2025-03-18`. */
  dateTime: string;
}

/**
 * A post's publication time (ISO 8601) as a date in Norwegian and machine-readable, both on the
 * calendar in Oslo; `null` when there is no time or it cannot be read. Pure.
 *
 * @example
 * ```ts
 * blogDate('2025-03-18T07:00:00.000Z'); // { text: '18. mars 2025', dateTime: '2025-03-18' }
 * ```
 */
export function blogDate(publishedAt: string | null): BlogDate | null {
  if (!publishedAt) return null;
  const date = new Date(publishedAt);
  if (Number.isNaN(date.getTime())) return null;
  return { text: norwegianDate.format(date), dateTime: isoDate.format(date) };
}

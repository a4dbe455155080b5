import { shopConstants } from '@agri-parts/sdk';

/** Navigation state of Show and a finished plate look-up: the parts page scrolls to its list. */
export const partFinderScrollState = { partFinderScroll: true } as const;

/** Whether a navigation came from the finder (its `location.state`). */
export function cameFromFinder(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).partFinderScroll === true
  );
}

/**
 * Where the page scrolls to show an element with the finder's offset above it (spec §9: 200 px):
 * the element's top in the document minus the offset, never above the page. Pure.
 *
 * @param elementTop - The element's top relative to the viewport (`getBoundingClientRect().top`).
 * @param scrollY - How far the page is scrolled.
 */
export function finderScrollTop(
  elementTop: number,
  scrollY: number,
  offset: number = shopConstants.partFinder.scrollOffsetPx,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * The plate a look-up that landed here was made for (the navigation state of the plate finder,
 * or `?licensePlate=` of the redirect after a look-up sent without JavaScript); `null` otherwise.
 * Only a plausible plate is taken: letters and digits (spaces dropped), 3–10 of them. Pure.
 */
export function landedPlate(state: unknown, search: URLSearchParams): string | null {
  const fromState =
    typeof state === 'object' && state !== null
      ? (state as Record<string, unknown>).licensePlate
      : undefined;
  const raw = typeof fromState === 'string' ? fromState : search.get('licensePlate');
  const plate = raw?.replace(/\s+/g, '').toUpperCase() ?? '';
  return /^[A-ZÆØÅ0-9]{3,10}$/.test(plate) ? plate : null;
}

/**
 * What the registry said about the vehicle a plate look-up landed here for (the plate finder's
 * navigation state, `'Registeret: …'`); `null` otherwise or when it is not a short text. Pure.
 */
export function landedFound(state: unknown): string | null {
  const found =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>).found : null;
  return typeof found === 'string' && found.length > 0 && found.length <= 200 ? found : null;
}

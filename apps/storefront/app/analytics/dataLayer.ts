import type { ConsentCommand } from '@agri-parts/sdk';

declare global {
  interface Window {
    /** The tag manager's data layer, created by the head script (`tagManagerScript`). */
    dataLayer?: unknown[];
  }
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes an event (`page_view`) to the data layer. Browser only. */
export function pushToDataLayer(entry: object): void {
  dataLayer().push(entry);
}

/**
 * Pushes a GA4 ecommerce event, clearing the previous event's `ecommerce` object first (the data
 * layer merges objects, so a `purchase` would otherwise inherit an earlier `view_item`'s items).
 */
export function pushEcommerceEvent(entry: { event: string; ecommerce: object }): void {
  dataLayer().push({ ecommerce: null });
  dataLayer().push(entry);
}

/**
 * Pushes a consent command as `gtag()` does, as an `arguments` object: the tag manager reads
 * commands only in that form.
 */
export function pushConsentCommand(command: ConsentCommand): void {
  const layer = dataLayer();
  // `gtag` is the head script's function; a function of our own builds the same object.
  const gtag = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager needs the arguments object itself
    layer.push(arguments);
  } as (...args: unknown[]) => void;
  gtag(...command);
}

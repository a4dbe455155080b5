import { useEffect, useRef } from 'react';

/**
 * A ref for a form's `FormError` that takes focus whenever the form's errors change to some (the
 * action refused the post): a keyboard or screen reader user lands on why, not on the page's top.
 */
export function useFocusOnErrors<TElement extends HTMLElement = HTMLDivElement>(
  errors: readonly string[] | undefined,
) {
  const ref = useRef<TElement>(null);
  const shown = errors?.join('\n') ?? '';
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

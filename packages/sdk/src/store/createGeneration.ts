/**
 * What a store's answers are for (a session, an owner), as a number: a request keeps the
 * generation it started in, and its answer counts only while that generation is current, so an
 * answer for an earlier session is dropped instead of shown to the next shopper.
 */
export interface Generation {
  /** The generation now: keep it when a request starts. */
  current(): number;
  /** Whether an answer to a request started in generation `started` still counts. */
  isCurrent(started: number): boolean;
  /** Starts a new generation: answers to requests started before no longer count. */
  next(): void;
}

/** Creates a {@link Generation} at 0. */
export function createGeneration(): Generation {
  let generation = 0;
  return {
    current: () => generation,
    isCurrent: (started) => started === generation,
    next() {
      generation += 1;
    },
  };
}

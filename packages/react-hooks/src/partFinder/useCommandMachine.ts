import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Drives a pure machine of the SDK whose transitions return the next state and commands: keeps
 * the state, re-renders when it changes, and hands each command to `run` (which dispatches the
 * outcome back). Commands of a transition run after the state is set; a dispatch after unmount is
 * ignored, so a load that ends late changes nothing. The rules stay in the machine.
 *
 * @param transition - The machine (`partFinderTransition`, `licensePlateTransition`).
 * @param initialState - The state of the first render.
 * @param run - Carries out one command; the latest `run` is used.
 */
export function useCommandMachine<State, Event, Command>(
  transition: (state: State, event: Event) => { state: State; commands: readonly Command[] },
  initialState: State,
  run: (command: Command, dispatch: (event: Event) => void) => void,
): [State, (event: Event) => void] {
  const [state, setState] = useState(initialState);
  const current = useRef(initialState);
  const mounted = useRef(false);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const dispatch = useCallback(
    (event: Event) => {
      if (!mounted.current) return;
      const next = transition(current.current, event);
      if (next.state !== current.current) {
        current.current = next.state;
        setState(next.state);
      }
      for (const command of next.commands) runRef.current(command, dispatch);
    },
    [transition],
  );

  return [state, dispatch];
}

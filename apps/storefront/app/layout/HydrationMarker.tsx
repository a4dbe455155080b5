import {
  createContext,
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

/** The boundaries whose server HTML React has not taken over yet, and the page's mark. */
class HydrationGate {
  private readonly waiting = new Set<string>();
  private shellHydrated = false;

  wait(id: string): void {
    this.waiting.add(id);
  }

  release(id: string): void {
    this.waiting.delete(id);
    // After the commit, so a boundary StrictMode unmounts and mounts again is not taken for gone.
    queueMicrotask(() => this.mark());
  }

  shellDone(): void {
    this.shellHydrated = true;
    this.mark();
  }

  private mark(): void {
    if (this.shellHydrated && this.waiting.size === 0) {
      document.documentElement.dataset.hydrated = 'true';
    }
  }
}

const HydrationGateContext = createContext<HydrationGate | null>(null);

/**
 * Marks the document `data-hydrated="true"` once React has taken over all of the server HTML
 * (browser tests wait for it): the page around it, and every {@link LateHydrationBoundary} in it,
 * which hydrate later, when their code has arrived. Until then their buttons are the server's,
 * and React drops a click on them.
 */
export function HydrationMarker({ children }: { children: ReactNode }) {
  const [gate] = useState(() => new HydrationGate());
  // A parent's effects run after its children's: the boundaries below are waited for by now.
  useEffect(() => gate.shellDone(), [gate]);
  return <HydrationGateContext value={gate}>{children}</HydrationGateContext>;
}

/**
 * A Suspense boundary (no fallback) around content whose code loads lazily, such as a page of
 * the catch-all route. While the browser hydrates, its server HTML stays, without its handlers,
 * until the code arrives; the document's `data-hydrated` mark waits for it.
 */
export function LateHydrationBoundary({ children }: { children: ReactNode }) {
  const gate = use(HydrationGateContext);
  const id = useId();
  // A layout effect: in the commit that mounts it, before any passive effect releases it.
  useLayoutEffect(() => {
    gate?.wait(id);
    return () => gate?.release(id);
  }, [gate, id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated gate={gate} id={id} />
    </Suspense>
  );
}

/** Tells the gate that the boundary around it has hydrated (or rendered), after its content. */
function Hydrated({ gate, id }: { gate: HydrationGate | null; id: string }) {
  useEffect(() => gate?.release(id), [gate, id]);
  return null;
}

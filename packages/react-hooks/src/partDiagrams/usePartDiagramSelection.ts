import {
  diagramCartLines,
  findPosition,
  togglePosition,
  type DiagramCartLine,
  type PartDiagramPosition,
} from '@agri-parts/sdk';
import { useCallback, useMemo, useState } from 'react';

/** What {@link usePartDiagramSelection} returns. */
export interface UsePartDiagramSelectionResult {
  /** The number shown as current on the picture and in the list; `null` for none. */
  highlighted: number | null;
  /** The highlighted position with its part; `null` for none. */
  highlightedPosition: PartDiagramPosition | null;
  /** Highlights a number (a click on the picture or on a line); the same number again clears it. */
  highlight: (position: number | null) => void;
  /** The positions ticked for "add the chosen", sorted. */
  selected: number[];
  /** Ticks or unticks a position. */
  toggle: (position: number) => void;
  /** Unticks every position (after adding them). */
  clear: () => void;
  /** What adding the ticked positions adds, and which of them cannot be added from here. */
  cart: { lines: DiagramCartLine[]; skipped: number[] };
}

/**
 * The state of an exploded diagram's page: the highlighted number (kept the same on the picture
 * and in the parts list) and the ticked positions, with the cart lines they make. The rules are
 * the SDK's (`togglePosition`, `findPosition`, `diagramCartLines`).
 *
 * @example
 * ```tsx
 * const diagram = usePartDiagramSelection(positions, { canBuyOnline: true });
 * <PartDiagram highlighted={diagram.highlighted} onHighlight={diagram.highlight} … />
 * ```
 */
export function usePartDiagramSelection(
  positions: readonly PartDiagramPosition[],
  shopper: { canBuyOnline: boolean } = { canBuyOnline: true },
): UsePartDiagramSelectionResult {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const highlight = useCallback(
    (position: number | null) =>
      setHighlighted((current) => (current === position ? null : position)),
    [],
  );
  const toggle = useCallback(
    (position: number) => setSelected((current) => togglePosition(current, position)),
    [],
  );
  const clear = useCallback(() => setSelected([]), []);
  const canBuyOnline = shopper.canBuyOnline;
  const cart = useMemo(
    () => diagramCartLines(positions, selected, { canBuyOnline }),
    [positions, selected, canBuyOnline],
  );
  return {
    highlighted,
    highlightedPosition: findPosition(positions, highlighted),
    highlight,
    selected,
    toggle,
    clear,
    cart,
  };
}

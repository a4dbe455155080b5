import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH } from './diagramSize.js';
import type { PlannedPosition } from './planPartDiagrams.js';

const CX = DIAGRAM_WIDTH / 2;
const CY = DIAGRAM_HEIGHT / 2;

/** A small deterministic number from a text (FNV-1a), to vary the drawing per assembly. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const num = (value: number) => String(Math.round(value * 10) / 10);

/** One part's outline at (x, y): a ring, a hexagon, a plate or a bolt, by its product id. */
function partShape(productId: number, x: number, y: number): string {
  switch (productId % 4) {
    case 0:
      return `<circle cx="${num(x)}" cy="${num(y)}" r="18" class="p"/><circle cx="${num(x)}" cy="${num(y)}" r="8" class="h"/>`;
    case 1: {
      const points = Array.from({ length: 6 }, (_, corner) => {
        const angle = (Math.PI / 3) * corner;
        return `${num(x + 17 * Math.cos(angle))},${num(y + 17 * Math.sin(angle))}`;
      });
      return `<polygon points="${points.join(' ')}" class="p"/><circle cx="${num(x)}" cy="${num(y)}" r="6" class="h"/>`;
    }
    case 2:
      return `<rect x="${num(x - 22)}" y="${num(y - 12)}" width="44" height="24" rx="3" class="p"/><line x1="${num(x - 14)}" y1="${num(y)}" x2="${num(x + 14)}" y2="${num(y)}" class="h"/>`;
    default:
      return `<rect x="${num(x - 6)}" y="${num(y - 20)}" width="12" height="40" rx="2" class="p"/><rect x="${num(x - 11)}" y="${num(y - 24)}" width="22" height="8" rx="2" class="p"/>`;
  }
}

/** The housing in the middle: a rounded body whose proportions vary by assembly. */
function housing(uid: string): string {
  const seed = hash(uid);
  const width = 200 + (seed % 90);
  const height = 110 + ((seed >> 8) % 60);
  const flange = 24 + ((seed >> 16) % 20);
  return [
    `<rect x="${num(CX - width / 2)}" y="${num(CY - height / 2)}" width="${width}" height="${height}" rx="22" class="b"/>`,
    `<rect x="${num(CX - width / 2 - flange)}" y="${num(CY - 24)}" width="${flange}" height="48" rx="6" class="b"/>`,
    `<rect x="${num(CX + width / 2)}" y="${num(CY - 24)}" width="${flange}" height="48" rx="6" class="b"/>`,
    `<circle cx="${CX}" cy="${CY}" r="${num(height / 4)}" class="h"/>`,
  ].join('');
}

/**
 * The schematic exploded view of an assembly, as SVG: a housing in the middle, each part's
 * outline pulled out from it on a dashed leader, and its number in a balloon at the position's
 * `x`/`y` (percent), where the storefront puts its buttons. Drawn only from the uid and the
 * positions, so the same assembly is always the same picture.
 */
export function renderPartDiagram(uid: string, positions: readonly PlannedPosition[]): string {
  const parts = positions.map((position) => {
    const bx = (position.x / 100) * DIAGRAM_WIDTH;
    const by = (position.y / 100) * DIAGRAM_HEIGHT;
    // The part sits two thirds of the way out from the middle, its balloon at the rim.
    const px = CX + (bx - CX) * 0.66;
    const py = CY + (by - CY) * 0.66;
    return [
      `<line x1="${num(px)}" y1="${num(py)}" x2="${num(bx)}" y2="${num(by)}" class="l"/>`,
      partShape(position.productId, px, py),
      `<circle cx="${num(bx)}" cy="${num(by)}" r="16" class="n"/>`,
      `<text x="${num(bx)}" y="${num(by + 5)}">${position.position}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DIAGRAM_WIDTH} ${DIAGRAM_HEIGHT}" width="${DIAGRAM_WIDTH}" height="${DIAGRAM_HEIGHT}">`,
    '<style>.b{fill:#e8ece4;stroke:#3d4a3a;stroke-width:2}.p{fill:#fff;stroke:#3d4a3a;stroke-width:2}',
    '.h{fill:none;stroke:#3d4a3a;stroke-width:1.5}.l{stroke:#6b7668;stroke-width:1.2;stroke-dasharray:4 3}',
    '.n{fill:#fff;stroke:#1d1d1b;stroke-width:2}text{font:bold 14px sans-serif;text-anchor:middle;fill:#1d1d1b}</style>',
    `<rect width="${DIAGRAM_WIDTH}" height="${DIAGRAM_HEIGHT}" fill="#fafaf7"/>`,
    housing(uid),
    ...parts,
    '</svg>',
  ].join('');
}

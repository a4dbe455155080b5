/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the catalogue generator
 * needs. Same seed, same sequence: the generator never touches `Math.random`.
 */
export class Random {
  private state: number;
  private readonly seedText: string;

  constructor(seed: number | string) {
    this.seedText = String(seed);
    this.state = hashSeed(this.seedText);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element; the list must not be empty. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A string of `length` random decimal digits. */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 10);
    return out;
  }

  /** Index into `cumulative` (ascending running totals of weights). */
  weightedIndex(cumulative: readonly number[]): number {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const target = this.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /**
   * A generator of its own, derived from this generator's seed and a label (not from how far it
   * has run), so each part of the catalogue has a stream that other parts cannot disturb.
   */
  fork(label: string): Random {
    return new Random(`${this.seedText}/${label}`);
  }
}

/** Running totals of the weights, for `Random.weightedIndex`. */
export function cumulativeWeights(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}

/** xmur3-style string hash: spreads nearby seeds (1, 2, 3 …) far apart. */
function hashSeed(text: string): number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

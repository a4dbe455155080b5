/**
 * The catalogue's distinct part numbers (normalised), each with an id `k` (its place in the list),
 * and every one of them between newlines, for a fast substring scan (`indexOf`).
 */
export class PartNumberTable {
  readonly ids: ReadonlyMap<string, number>;
  private readonly text: string;
  private readonly offsets: Int32Array;

  constructor(readonly list: readonly string[]) {
    this.ids = new Map(list.map((partNumber, k) => [partNumber, k]));
    this.offsets = new Int32Array(list.length);
    let offset = 1;
    list.forEach((partNumber, k) => {
      this.offsets[k] = offset;
      offset += partNumber.length + 1;
    });
    this.text = `\n${list.join('\n')}\n`;
  }

  /** The part numbers (their `k`) that contain a fragment, by a scan of the joined text. */
  containing(fragment: string): number[] {
    const found: number[] = [];
    const text = this.text;
    let from = 0;
    for (;;) {
      const at = text.indexOf(fragment, from);
      if (at < 0) break;
      // The part number this position is in: the last offset at or before it.
      let low = 0;
      let high = this.offsets.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (this.offsets[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      found.push(low);
      from = this.offsets[low]! + this.list[low]!.length;
    }
    return found;
  }
}

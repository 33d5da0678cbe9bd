/** `json` as the contents of a JSON string literal (what itemsNoParsed holds, without the quotes). */
export const quoteJson = (json: string): string => JSON.stringify(json).slice(1, -1);

/**
 * A run of consecutive elements of a JSON array, joined by commas, in one buffer of moderate
 * size, with the position of every element and of a marker inside it: an element can be
 * replaced, or some elements' markers switched, by slicing instead of serialising again.
 */
export class JsonBlock {
  private quotedForm: JsonBlock | undefined;

  private constructor(
    readonly bytes: Buffer,
    /** Start of element i; the last entry is one past the end of the last element, plus one. */
    private readonly starts: number[],
    /** Position of the marker inside element i, or -1. */
    private readonly marks: number[],
    /** Null when the elements carry no marker. */
    readonly marker: string | null,
  ) {}

  static of(elements: readonly string[], marker: string | null): JsonBlock {
    const bytes = Buffer.from(elements.join(','));
    const markerBytes = marker === null ? null : Buffer.from(marker);
    const starts: number[] = [];
    const marks: number[] = [];
    let at = 0;
    for (const element of elements) {
      const end = at + Buffer.byteLength(element);
      const mark = markerBytes ? bytes.indexOf(markerBytes, at) : -1;
      starts.push(at);
      marks.push(mark >= 0 && mark + (markerBytes?.length ?? 0) <= end ? mark : -1);
      at = end + 1;
    }
    starts.push(at);
    return new JsonBlock(bytes, starts, marks, marker);
  }

  get length(): number {
    return this.marks.length;
  }

  element(index: number): Buffer {
    return this.bytes.subarray(this.starts[index], (this.starts[index + 1] as number) - 1);
  }

  /** A copy with some elements (by index in the block) replaced by new texts. */
  with(replacements: ReadonlyMap<number, string>): JsonBlock {
    const elements = Array.from({ length: this.length }, (_, i) => replacements.get(i) ?? this.element(i).toString());
    return JsonBlock.of(elements, this.marker);
  }

  /**
   * The same elements as the contents of a JSON string literal, marker included; built on first
   * use and kept. Quoting element by element equals quoting the whole array: the commas between
   * elements need no escape, and an element is never split inside a character.
   */
  quoted(): JsonBlock {
    this.quotedForm ??= JsonBlock.of(
      Array.from({ length: this.length }, (_, i) => quoteJson(this.element(i).toString())),
      this.marker === null ? null : quoteJson(this.marker),
    );
    return this.quotedForm;
  }

  /** The bytes as slices (no copy), with the marker of the given elements switched to `replacement`. */
  pieces(markedIndexes: Iterable<number>, replacement: Buffer): Buffer[] {
    const positions = [...new Set(markedIndexes)]
      .map((i) => this.marks[i] ?? -1)
      .filter((p) => p >= 0)
      .sort((x, y) => x - y);
    if (positions.length === 0) return [this.bytes];
    const markerLength = Buffer.byteLength(this.marker ?? '');
    const pieces: Buffer[] = [];
    let from = 0;
    for (const position of positions) {
      pieces.push(this.bytes.subarray(from, position), replacement);
      from = position + markerLength;
    }
    pieces.push(this.bytes.subarray(from));
    return pieces;
  }
}

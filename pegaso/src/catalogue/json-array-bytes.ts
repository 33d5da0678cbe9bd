/**
 * A JSON array kept as one UTF-8 buffer, with the position of every element, so that elements
 * can be replaced, or a marker inside some of them changed, by slicing instead of serialising
 * again. At 20,000 products the array is tens of megabytes: serialising (or even joining
 * strings) per request would dominate getProducts, while slices of a buffer cost nothing.
 */
export class JsonArrayBytes {
  private constructor(
    readonly bytes: Buffer,
    /** Start of element i; the last entry is one past the end of the last element, plus one. */
    private readonly starts: number[],
    /** Position of the marker inside element i, or -1. */
    private readonly marks: number[],
    private readonly marker: Buffer,
  ) {}

  static of(elements: readonly Buffer[], marker: string): JsonArrayBytes {
    const markerBytes = Buffer.from(marker);
    const size = elements.reduce((sum, e) => sum + e.length + 1, 1) + (elements.length === 0 ? 1 : 0);
    const bytes = Buffer.allocUnsafe(size);
    const starts: number[] = [];
    const marks: number[] = [];
    bytes[0] = 0x5b; // [
    let at = 1;
    elements.forEach((element, i) => {
      if (i > 0) bytes[at++] = 0x2c; // ,
      starts.push(at);
      const mark = element.indexOf(markerBytes);
      marks.push(mark < 0 ? -1 : at + mark);
      element.copy(bytes, at);
      at += element.length;
    });
    starts.push(at + 1);
    bytes[at] = 0x5d; // ]
    return new JsonArrayBytes(bytes, starts, marks, markerBytes);
  }

  static fromTexts(elements: readonly string[], marker: string): JsonArrayBytes {
    return JsonArrayBytes.of(elements.map((e) => Buffer.from(e)), marker);
  }

  get length(): number {
    return this.marks.length;
  }

  element(index: number): Buffer {
    return this.bytes.subarray(this.starts[index], (this.starts[index + 1] as number) - 1);
  }

  /** A copy with some elements replaced (by index). */
  replace(replacements: ReadonlyMap<number, Buffer>): JsonArrayBytes {
    const elements = Array.from({ length: this.length }, (_, i) => replacements.get(i) ?? this.element(i));
    return JsonArrayBytes.of(elements, this.marker.toString());
  }

  /** The array as pieces (slices of the buffer, no copy), with the marker of the given elements replaced. */
  chunks(markedIndexes: Iterable<number>, replacement: string): Buffer[] {
    const positions = [...new Set(markedIndexes)]
      .map((i) => this.marks[i] ?? -1)
      .filter((p) => p >= 0)
      .sort((x, y) => x - y);
    const chunks: Buffer[] = [];
    const replacementBytes = Buffer.from(replacement);
    let from = 0;
    for (const position of positions) {
      chunks.push(this.bytes.subarray(from, position), replacementBytes);
      from = position + this.marker.length;
    }
    chunks.push(this.bytes.subarray(from));
    return chunks;
  }
}

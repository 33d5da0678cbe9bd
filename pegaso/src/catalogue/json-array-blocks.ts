import { JsonBlock, quoteJson } from './json-block.ts';

const openBracket = Buffer.from('[');
const closeBracket = Buffer.from(']');
const comma = Buffer.from(',');
const doubleQuote = Buffer.from('"');

/**
 * A JSON array kept as many blocks of `blockSize` elements (the last may be shorter) instead of
 * one buffer: at 100,000 products the array is hundreds of megabytes, which must never sit in
 * one allocation; a block of a few hundred products is about a megabyte. The array is written
 * out block after block, and a change to some elements rebuilds only their blocks.
 */
export class JsonArrayBlocks {
  private constructor(
    private readonly blocks: readonly JsonBlock[],
    readonly blockSize: number,
    readonly length: number,
  ) {}

  static builder(marker: string | null, blockSize: number): JsonArrayBlocksBuilder {
    return new JsonArrayBlocksBuilder(marker, blockSize, (blocks, length) => new JsonArrayBlocks(blocks, blockSize, length));
  }

  static fromTexts(elements: readonly string[], marker: string | null, blockSize: number): JsonArrayBlocks {
    return JsonArrayBlocks.builder(marker, blockSize).add(elements).build();
  }

  element(index: number): Buffer {
    return (this.blocks[Math.floor(index / this.blockSize)] as JsonBlock).element(index % this.blockSize);
  }

  /** A copy with some elements (by index) replaced; the blocks left untouched are shared. */
  replace(replacements: ReadonlyMap<number, string>): JsonArrayBlocks {
    const byBlock = new Map<number, Map<number, string>>();
    for (const [index, text] of replacements) {
      const block = Math.floor(index / this.blockSize);
      const changes = byBlock.get(block) ?? new Map<number, string>();
      changes.set(index % this.blockSize, text);
      byBlock.set(block, changes);
    }
    const blocks = this.blocks.map((block, i) => {
      const changes = byBlock.get(i);
      return changes ? block.with(changes) : block;
    });
    return new JsonArrayBlocks(blocks, this.blockSize, this.length);
  }

  /**
   * The array's bytes, piece after piece (slices of the blocks, no copy): as JSON, or with
   * `quoted` as a JSON string literal of that JSON (each block quoted on first use). The marker
   * of the elements listed is switched to `replacement`.
   */
  *pieces(quoted: boolean, markedIndexes: Iterable<number> = [], replacement = ''): Generator<Buffer> {
    const byBlock = new Map<number, number[]>();
    for (const index of markedIndexes) {
      const block = Math.floor(index / this.blockSize);
      const marked = byBlock.get(block) ?? [];
      marked.push(index % this.blockSize);
      byBlock.set(block, marked);
    }
    const replacementBytes = Buffer.from(quoted ? quoteJson(replacement) : replacement);
    if (quoted) yield doubleQuote;
    yield openBracket;
    for (const [i, block] of this.blocks.entries()) {
      if (i > 0) yield comma;
      yield* (quoted ? block.quoted() : block).pieces(byBlock.get(i) ?? [], replacementBytes);
    }
    yield closeBracket;
    if (quoted) yield doubleQuote;
  }
}

/** Collects elements as they arrive (a page of rows at a time) into blocks. */
export class JsonArrayBlocksBuilder {
  private readonly blocks: JsonBlock[] = [];
  private pending: string[] = [];
  private length = 0;

  constructor(
    private readonly marker: string | null,
    private readonly blockSize: number,
    private readonly make: (blocks: JsonBlock[], length: number) => JsonArrayBlocks,
  ) {}

  add(elements: readonly string[]): this {
    for (const element of elements) {
      this.pending.push(element);
      if (this.pending.length === this.blockSize) this.cut();
    }
    this.length += elements.length;
    return this;
  }

  build(): JsonArrayBlocks {
    if (this.pending.length > 0) this.cut();
    return this.make(this.blocks, this.length);
  }

  private cut(): void {
    this.blocks.push(JsonBlock.of(this.pending, this.marker));
    this.pending = [];
  }
}

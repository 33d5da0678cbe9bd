import { betterCodeMatch, type CodeMatch } from '@shop/search-words/relevance';

/**
 * The words of the products' codes (product and alternative codes), kept apart from the full-text
 * engine. Almost every code word belongs to one product only: the engine keeps a tree node and
 * two maps for each distinct word (about 700 bytes), so codes were two thirds of the search
 * index (36 of 53 MB at 20,000 products). Here a code word costs its text and two array slots.
 *
 * Words are held in sorted runs of at most RUN entries: a run is sorted when it fills, so adding
 * a product never costs more than sorting one run (a few milliseconds) and the snapshot builder
 * keeps yielding to requests; a lookup searches each run by bisection (at 100,000 products,
 * about 70 runs: microseconds). Codes are matched as typed or by their start, never by a typo:
 * a code one letter away from another is another product's code.
 */

/** Entries per sorted run. */
const RUN = 4096;

interface Run {
  words: readonly string[];
  positions: Int32Array;
}


export class CodeWordsBuilder {
  private readonly runs: Run[] = [];
  private words: string[] = [];
  private positions: number[] = [];
  /** The run's words by their text: a word many codes share (`ts`, `fe`) is held once per run. */
  private interned = new Map<string, string>();

  add(position: number, words: Iterable<string>): void {
    for (const word of words) {
      let held = this.interned.get(word);
      if (held === undefined) this.interned.set(word, (held = word));
      this.words.push(held);
      this.positions.push(position);
      if (this.words.length === RUN) this.closeRun();
    }
  }

  finish(): CodeWords {
    if (this.words.length > 0) this.closeRun();
    return new CodeWords(this.runs);
  }

  private closeRun(): void {
    const order = Array.from(this.words.keys()).sort((a, b) => compare(this.words[a]!, this.words[b]!) || this.positions[a]! - this.positions[b]!);
    this.runs.push({ words: order.map((k) => this.words[k]!), positions: Int32Array.from(order, (k) => this.positions[k]!) });
    this.words = [];
    this.positions = [];
    this.interned = new Map();
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The first entry of a run not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class CodeWords {
  constructor(private readonly runs: readonly Run[]) {}

  /** Whether some code has this word. */
  has(word: string): boolean {
    return this.runs.some((run) => run.words[lowerBound(run.words, word)] === word);
  }

  /**
   * The products with a code word equal to `whole`, or starting with `start` (when given); per
   * product its best match: an exact one, else the shortest word.
   */
  find(whole: string, start: string | null): Map<number, CodeMatch> {
    const found = new Map<number, CodeMatch>();
    const note = (position: number, match: CodeMatch) => {
      const before = found.get(position);
      if (!before || betterCodeMatch(match, before)) found.set(position, match);
    };
    for (const { words, positions } of this.runs) {
      for (let k = lowerBound(words, whole); words[k] === whole; k++) note(positions[k]!, { exact: true, length: whole.length });
      if (start === null) continue;
      for (let k = lowerBound(words, start); k < words.length && words[k]!.startsWith(start); k++) {
        const word = words[k]!;
        if (word !== whole) note(positions[k]!, { exact: false, length: word.length });
      }
    }
    return found;
  }
}

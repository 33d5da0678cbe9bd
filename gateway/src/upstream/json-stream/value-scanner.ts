/**
 * Finds where one JSON value ends in text that arrives in pieces, without parsing it: only
 * strings (and their escapes) and bracket depth matter. The caller keeps the text it wants.
 */
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  isJsonSpace,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-chars.ts';


/** Malformed JSON, as JSON.parse would report it. */
export class JsonSyntaxError extends SyntaxError {}

export class ValueScanner {
  private started = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** A number, true, false or null: it ends at the first delimiter, which is not part of it. */
  private bare = false;

  reset(): void {
    this.started = false;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.bare = false;
  }

  /**
   * Scans `text` from `from` (the value's first character when the scanner is fresh). Returns
   * the index just past the value's end, or -1 when the value goes on in the next piece.
   */
  scan(text: string, from: number): number {
    let i = from;
    if (!this.started) {
      const first = text.charCodeAt(i);
      this.started = true;
      if (first === QUOTE) this.inString = true;
      else if (first === OPEN_BRACE || first === OPEN_BRACKET) this.depth = 1;
      else if (first === CLOSE_BRACE || first === CLOSE_BRACKET || first === COMMA || isJsonSpace(first)) {
        throw new JsonSyntaxError(`a value was expected at '${text[i]}'`);
      } else this.bare = true;
      i += 1;
      if (this.bare) return this.scanBare(text, i);
    }
    if (this.bare) return this.scanBare(text, i);
    for (const end = text.length; i < end; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.depth === 0) return i + 1;
        }
      } else if (c === QUOTE) this.inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth += 1;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.depth -= 1;
        if (this.depth === 0) return i + 1;
      }
    }
    return -1;
  }

  private scanBare(text: string, from: number): number {
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isJsonSpace(c)) return i;
    }
    return -1;
  }
}

import { CLOSE_BRACKET, COMMA, isJsonSpace, OPEN_BRACKET } from './json-chars.ts';
import { JsonSyntaxError, ValueScanner } from './value-scanner.ts';

type State = 'BEFORE' | 'FIRST' | 'NEXT' | 'ELEMENT' | 'DONE';

/**
 * Splits a JSON array arriving in pieces into its elements' texts, each handed to `onElement`
 * as soon as it is complete: a catalogue of hundreds of megabytes is never one string.
 */
export class ArraySplitter {
  private state: State = 'BEFORE';
  private readonly value = new ValueScanner();
  private pieces: string[] = [];
  private count = 0;

  constructor(private readonly onElement: (text: string, index: number) => void) {}

  get done(): boolean {
    return this.state === 'DONE';
  }

  /** Feeds the next piece; returns the index just past the closing bracket, or -1 when it has not come yet. */
  push(text: string, from = 0): number {
    let i = from;
    while (i < text.length) {
      if (this.state === 'ELEMENT') {
        const end = this.value.scan(text, i);
        if (end < 0) {
          this.pieces.push(i === 0 ? text : text.slice(i));
          return -1;
        }
        this.pieces.push(text.slice(i, end));
        const element = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
        this.pieces = [];
        this.state = 'NEXT';
        this.onElement(element, this.count++);
        i = end;
        continue;
      }
      const c = text.charCodeAt(i);
      if (isJsonSpace(c)) {
        i += 1;
        continue;
      }
      if (this.state === 'BEFORE') {
        if (c !== OPEN_BRACKET) throw new JsonSyntaxError(`an array was expected at '${text[i]}'`);
        this.state = 'FIRST';
        i += 1;
      } else if (this.state === 'DONE') {
        return i;
      } else if (c === CLOSE_BRACKET) {
        this.state = 'DONE';
        return i + 1;
      } else if (this.state === 'NEXT') {
        if (c !== COMMA) throw new JsonSyntaxError(`',' or ']' was expected at '${text[i]}'`);
        this.state = 'FIRST';
        i += 1;
      } else {
        this.state = 'ELEMENT';
        this.value.reset();
      }
    }
    return -1;
  }

  /** The array ended (or held nothing at all, e.g. an empty text): anything else is malformed. */
  finish(): void {
    if (this.state !== 'DONE' && this.state !== 'BEFORE')
      throw new JsonSyntaxError('the array is not closed');
  }
}

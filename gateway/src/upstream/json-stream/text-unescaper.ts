import { BACKSLASH, QUOTE } from './json-chars.ts';
import { JsonSyntaxError } from './value-scanner.ts';

const SIMPLE: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * The contents of a JSON string literal arriving in pieces (the opening quote already read),
 * handed on unescaped piece by piece: the ERP's itemsNoParsed is a JSON text inside a string.
 */
export class TextUnescaper {
  /** An escape cut by the end of a piece: '\' or '\uXX…'. */
  private pending = '';
  private opened = false;

  constructor(private readonly onText: (text: string) => void) {}

  /** Returns the index just past the closing quote, or -1 when the string goes on. */
  push(text: string, from: number): number {
    let i = from;
    if (!this.opened) {
      if (text.charCodeAt(i) !== QUOTE) throw new JsonSyntaxError('a string was expected');
      this.opened = true;
      i += 1;
    }
    let out = '';
    let run = i;
    while (i < text.length) {
      if (this.pending) {
        this.pending += text[i];
        i += 1;
        const done = this.pending[1] !== 'u' || this.pending.length === 6;
        if (done) {
          out += this.unescape(this.pending);
          this.pending = '';
          run = i;
        }
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        out += text.slice(run, i);
        if (out) this.onText(out);
        return i + 1;
      }
      if (c === BACKSLASH) {
        out += text.slice(run, i);
        this.pending = '\\';
      }
      i += 1;
    }
    if (!this.pending) out += text.slice(run);
    if (out) this.onText(out);
    return -1;
  }

  private unescape(escape: string): string {
    if (escape[1] === 'u') {
      const code = Number.parseInt(escape.slice(2), 16);
      if (!/^[0-9a-f]{4}$/i.test(escape.slice(2))) throw new JsonSyntaxError(`bad escape ${escape}`);
      return String.fromCharCode(code);
    }
    const simple = SIMPLE[escape[1]!];
    if (simple === undefined) throw new JsonSyntaxError(`bad escape ${escape}`);
    return simple;
  }
}

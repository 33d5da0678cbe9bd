import { StringDecoder } from 'node:string_decoder';
import { ArraySplitter } from './array-splitter.ts';
import { TextUnescaper } from './text-unescaper.ts';
import {
  CLOSE_BRACE,
  COLON,
  COMMA,
  BACKSLASH,
  isJsonSpace,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-chars.ts';
import { JsonSyntaxError, ValueScanner } from './value-scanner.ts';

export interface ReplyScannerOptions {
  /** Top-level keys whose array is handed over element by element instead of kept. */
  streamed: ReadonlySet<string>;
  /** Top-level keys whose string holds a JSON array (the ERP's ...NoParsed fields), likewise. */
  streamedText: ReadonlySet<string>;
  onElement: (key: string, text: string, index: number) => void;
}

type State = 'START' | 'KEY_OR_END' | 'KEY' | 'COLON' | 'VALUE' | 'KEPT' | 'ARRAY' | 'TEXT_ARRAY' | 'DONE';

/**
 * Reads a JSON object reply as it arrives: the big arrays it names are split into elements on
 * the way (see ArraySplitter), every other field is kept and parsed at the end. The reply is
 * never held whole, neither as bytes nor as one string.
 */
export class ReplyScanner {
  private readonly decoder = new StringDecoder('utf8');
  private state: State = 'START';
  private key = '';
  private keyPieces: string[] = [];
  private keyEscaped = false;
  private readonly value = new ValueScanner();
  private kept: string[] = [];
  private readonly fields: Record<string, unknown> = {};
  private array: ArraySplitter | null = null;
  private unescaper: TextUnescaper | null = null;

  constructor(private readonly options: ReplyScannerOptions) {}

  push(bytes: Buffer): void {
    this.scan(this.decoder.write(bytes));
  }

  /** The reply's other fields, once it has all arrived. */
  end(): Record<string, unknown> {
    this.scan(this.decoder.end());
    if (this.state !== 'DONE') throw new JsonSyntaxError('the reply ended early');
    return this.fields;
  }

  private scan(text: string): void {
    let i = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case 'START':
          if (!isJsonSpace(c)) {
            if (c !== OPEN_BRACE) throw new JsonSyntaxError('the reply is not a JSON object');
            this.state = 'KEY_OR_END';
          }
          i += 1;
          break;
        case 'KEY_OR_END':
          if (c === QUOTE) {
            this.state = 'KEY';
            this.keyPieces = [];
          } else if (c === CLOSE_BRACE) this.state = 'DONE';
          else if (c !== COMMA && !isJsonSpace(c))
            throw new JsonSyntaxError(`a key was expected at '${text[i]}'`);
          i += 1;
          break;
        case 'KEY':
          i = this.scanKey(text, i);
          break;
        case 'COLON':
          if (c === COLON) this.state = 'VALUE';
          else if (!isJsonSpace(c)) throw new JsonSyntaxError(`':' was expected at '${text[i]}'`);
          i += 1;
          break;
        case 'VALUE':
          if (isJsonSpace(c)) i += 1;
          else this.startValue(c);
          break;
        case 'KEPT': {
          const end = this.value.scan(text, i);
          this.kept.push(text.slice(i, end < 0 ? text.length : end));
          if (end < 0) return;
          this.fields[this.key] = JSON.parse(this.kept.join(''));
          this.state = 'KEY_OR_END';
          i = end;
          break;
        }
        case 'ARRAY': {
          const end = this.array!.push(text, i);
          if (end < 0) return;
          this.state = 'KEY_OR_END';
          i = end;
          break;
        }
        case 'TEXT_ARRAY': {
          const end = this.unescaper!.push(text, i);
          if (end < 0) return;
          this.array!.finish();
          this.state = 'KEY_OR_END';
          i = end;
          break;
        }
        case 'DONE':
          if (!isJsonSpace(c)) throw new JsonSyntaxError('text after the reply');
          i += 1;
          break;
      }
    }
  }

  private scanKey(text: string, from: number): number {
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.keyEscaped) this.keyEscaped = false;
      else if (c === BACKSLASH) this.keyEscaped = true;
      else if (c === QUOTE) {
        this.keyPieces.push(text.slice(from, i));
        this.key = JSON.parse(`"${this.keyPieces.join('')}"`) as string;
        this.state = 'COLON';
        return i + 1;
      }
    }
    this.keyPieces.push(text.slice(from));
    return text.length;
  }

  private startValue(first: number): void {
    const onElement = (element: string, index: number) => this.options.onElement(this.key, element, index);
    if (first === OPEN_BRACKET && this.options.streamed.has(this.key)) {
      this.array = new ArraySplitter(onElement);
      this.state = 'ARRAY';
    } else if (first === QUOTE && this.options.streamedText.has(this.key)) {
      const array = new ArraySplitter(onElement);
      this.array = array;
      this.unescaper = new TextUnescaper((piece) => void array.push(piece));
      this.state = 'TEXT_ARRAY';
    } else {
      this.value.reset();
      this.kept = [];
      this.state = 'KEPT';
    }
  }
}

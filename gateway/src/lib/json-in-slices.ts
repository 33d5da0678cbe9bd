import { TimeSlices } from './time-slices.ts';

/** Array elements serialised at once between two looks at the clock. */
const CHUNK = 2048;
/** The text is handed over in pieces of about this many characters. */
const PIECE = 64 * 1024;

/** A value's JSON text in pieces, and its length in UTF-8 bytes. */
export interface JsonPieces {
  pieces: string[];
  bytes: number;
}

/**
 * The JSON text of `value` (what JSON.stringify gives, once joined), built a slice at a time and
 * kept in pieces, so that a large reply holds the event loop neither while it is written nor
 * while it is sent: the offline package of 20,000 products is 30 MB of JSON, which
 * JSON.stringify took 320–360 ms to write in one go while every other request waited, and which
 * as one string cost as much again to join and to turn into bytes. Plain objects and arrays are
 * walked, arrays in chunks of CHUNK elements; anything else (a string, a number, an object with
 * its own toJSON) is written by JSON.stringify itself.
 */
export async function jsonInSlices(value: unknown, slices: TimeSlices = new TimeSlices()): Promise<JsonPieces> {
  const out = new Pieces();
  await write(value, out, slices);
  return out.end();
}

class Pieces {
  private readonly pieces: string[] = [];
  private pending = '';
  private bytes = 0;

  push(text: string): void {
    this.pending += text;
    if (this.pending.length >= PIECE) this.flush();
  }

  end(): JsonPieces {
    this.flush();
    return { pieces: this.pieces, bytes: this.bytes };
  }

  private flush(): void {
    if (this.pending === '') return;
    this.pieces.push(this.pending);
    this.bytes += Buffer.byteLength(this.pending);
    this.pending = '';
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !('toJSON' in value);

async function write(value: unknown, out: Pieces, slices: TimeSlices): Promise<void> {
  if (Array.isArray(value)) {
    out.push('[');
    for (let at = 0; at < value.length; at += CHUNK) {
      if (at > 0) out.push(',');
      // "[a,b,c]" without its brackets: the chunk's elements as JSON.stringify writes them in an array.
      out.push(JSON.stringify(value.slice(at, at + CHUNK)).slice(1, -1));
      if (slices.due()) await slices.next();
    }
    out.push(']');
  } else if (isPlainObject(value)) {
    out.push('{');
    let first = true;
    for (const [key, member] of Object.entries(value)) {
      // As JSON.stringify: members it would not write are left out.
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
      out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      await write(member, out, slices);
    }
    out.push('}');
  } else {
    out.push(JSON.stringify(value) ?? 'null');
  }
}

import { Readable } from 'node:stream';

/** Pieces below this size are gathered before writing: a write per comma would be wasteful. */
const gatherBelow = 64 * 1024;

/**
 * A byte stream of the pieces, read one after the other as the client takes them (a Readable
 * pulls from the generator only while the socket drains, so a slow reader holds back nothing
 * but the pieces already in the catalogue). Small pieces travel together; large ones, slices of
 * the cached catalogue, go as they are, without a copy.
 */
export function pieceStream(pieces: Iterable<Buffer>): Readable {
  return Readable.from(gathered(pieces), { objectMode: false });
}

function* gathered(pieces: Iterable<Buffer>): Generator<Buffer> {
  let small: Buffer[] = [];
  let smallBytes = 0;
  for (const piece of pieces) {
    if (piece.length >= gatherBelow) {
      if (smallBytes > 0) yield Buffer.concat(small, smallBytes);
      small = [];
      smallBytes = 0;
      yield piece;
    } else if (piece.length > 0) {
      small.push(piece);
      smallBytes += piece.length;
      if (smallBytes >= gatherBelow) {
        yield Buffer.concat(small, smallBytes);
        small = [];
        smallBytes = 0;
      }
    }
  }
  if (smallBytes > 0) yield Buffer.concat(small, smallBytes);
}

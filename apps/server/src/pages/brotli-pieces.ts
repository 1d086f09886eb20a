/**
 * A cached page's brotli answer, compressed once per render although each response carries its own CSP nonce
 * (docs/decisions/0070). Brotli streams cannot be cut and spliced like deflate's (0041): a meta-block refers
 * back into everything before it, by distance and, for literals, by the two bytes before each one. So the page
 * is compressed as ONE stream in which every nonce is a stand-in of the nonce's length, and the encoder is
 * flushed (byte-aligned) right before each stand-in and right after it plus the two bytes that follow it.
 * The compressed bytes of each stand-in (with those two bytes) are dropped; per response an uncompressed
 * meta-block carrying the nonce and the same two bytes takes their place. Positions and distances stay the
 * same; the stand-ins' bytes occur nowhere in a page (bytes no UTF-8 text contains) and never repeat three in a
 * row, so no copy reads or writes them; literals after the block see the same two bytes before them as the encoder did.
 *
 * What the decoder does then depends on the nonce's bytes only inside the uncompressed blocks, so one check
 * (decode with a sample nonce, compare) proves the pieces for every nonce. A page that fails it (or whose
 * nonce placeholders are not followed by two bytes) has no brotli pieces and is answered with gzip.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/** The length of a nonce (`newNonce`: 16 random bytes in base64). */
export const NONCE_LENGTH = 24;
/** The page's bytes after a nonce that go into its uncompressed block (the literal context is two bytes). */
const CONTEXT_BYTES = 2;
/** Quality 5: the first with context modelling; ~6 % smaller than gzip -6 for the render's cost. */
const QUALITY = 5;

/**
 * Bytes for the stand-ins: a de Bruijn sequence of order 3 over 0xf8-0xff, bytes that never occur in UTF-8, so
 * no three of them in a row repeat anywhere. The encoder then finds nothing to copy inside or between
 * stand-ins (its shortest copy is four bytes), and a copy would change the distances it remembers.
 */
const STAND_INS: Buffer = (() => {
  const k = 8;
  const order = 3;
  const a = new Array<number>(k * order).fill(0);
  const sequence: number[] = [];
  const build = (t: number, p: number): void => {
    if (t > order) {
      if (order % p === 0) for (let j = 1; j <= p; j++) sequence.push(0xf8 + a[j]!);
      return;
    }
    a[t] = a[t - p]!;
    build(t + 1, p);
    for (let j = a[t - p]! + 1; j < k; j++) {
      a[t] = j;
      build(t + 1, t);
    }
  };
  build(1, 1);
  return Buffer.from(sequence);
})();

/** The stand-in of the i-th nonce (from 1), or undefined past the sequence's end (the page gets no brotli). */
function standIn(i: number): Buffer | undefined {
  const end = i * NONCE_LENGTH;
  return end <= STAND_INS.length ? STAND_INS.subarray(end - NONCE_LENGTH, end) : undefined;
}

/** An uncompressed meta-block (RFC 7932 9.2: ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1) of `bytes`. */
function uncompressedBlock(bytes: Buffer): Buffer {
  const mlen = bytes.length - 1;
  // Bits from the lowest: ISLAST (1) = 0, MNIBBLES (2) = 0 (four nibbles), MLEN-1 (16), ISUNCOMPRESSED (1) = 1,
  // then zero bits up to the byte boundary.
  const header = (mlen << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), bytes]);
}

/** The brotli pieces of `pieces` (the page cut at its nonces); a nonce's block goes before each piece but the first. */
export async function brotliPieces(pieces: readonly Buffer[]): Promise<Buffer[] | undefined> {
  const last = pieces.length - 1;
  if (pieces.slice(1).some((piece) => piece.length < CONTEXT_BYTES) || !standIn(last)) return undefined;
  const encoder = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: pieces.reduce((sum, piece) => sum + piece.length, 0),
    },
  });
  let chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
  const take = () => {
    const out = Buffer.concat(chunks);
    chunks = [];
    return out;
  };
  // The flush's output is pushed before the next turn of the event loop.
  const flushed = () =>
    new Promise<void>((resolve) => {
      encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => setImmediate(resolve));
    });
  const ended = new Promise<void>((resolve, reject) => {
    encoder.once('end', resolve);
    encoder.once('error', reject);
  });
  const out: Buffer[] = [];
  for (let i = 0; i <= last; i++) {
    const piece = pieces[i]!;
    if (i > 0) {
      encoder.write(Buffer.concat([standIn(i)!, piece.subarray(0, CONTEXT_BYTES)]));
      await flushed();
      take();
    }
    encoder.write(i > 0 ? piece.subarray(CONTEXT_BYTES) : piece);
    if (i === last) {
      encoder.end();
      await ended;
    } else {
      await flushed();
    }
    out.push(take());
  }
  const sample = randomBytes(16).toString('base64');
  const expected = Buffer.concat(
    pieces.flatMap((piece, i) => (i > 0 ? [Buffer.from(sample), piece] : [piece])),
  );
  try {
    const decoded = zlib.brotliDecompressSync(brotliBody(pieces, out, sample));
    return decoded.equals(expected) ? out : undefined;
  } catch {
    return undefined;
  }
}

/** The page with `nonce` in every placeholder, as one brotli stream (see the module comment). */
export function brotliBody(pieces: readonly Buffer[], compressed: readonly Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  compressed.forEach((bytes, i) => {
    if (i > 0)
      parts.push(uncompressedBlock(Buffer.concat([nonceBytes, pieces[i]!.subarray(0, CONTEXT_BYTES)])));
    parts.push(bytes);
  });
  return Buffer.concat(parts);
}

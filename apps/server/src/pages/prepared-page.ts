/**
 * A cached page made ready to write (docs/decisions/0041): its bytes cut at the CSP nonce placeholders,
 * and the same pieces gzip-compressed once, so that a hit costs copying buffers, not re-encoding text and
 * not compressing the page again for every response although each carries its own nonce.
 *
 * How the gzip answer is put together per response: every piece is a raw deflate stream ended with a sync
 * flush (byte-aligned, not final, no reference outside itself), the nonce goes between them as a stored
 * (uncompressed) deflate block, an empty final stored block closes the stream, and the gzip trailer's CRC-32
 * and length are those of the page with this nonce. The result is one ordinary gzip member.
 */
import zlib from 'node:zlib';
import { NONCE_PLACEHOLDER } from '@starlane/contract';

/** gzip header: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export interface PreparedPage {
  /** The page's text, nonce placeholders in it. */
  html: string;
  /** Whether `pieces` are cut already (a cached page's are). */
  piecesCut: boolean;
  /** The page's bytes between nonce placeholders (one more piece than placeholders). */
  pieces: readonly Buffer[];
  /** Each piece as raw deflate, sync-flushed. */
  gzipPieces: readonly Buffer[];
  /** The page as brotli pieces (brotli-pieces.ts), for a page kept in the cache; none if they failed their check. */
  brotliPieces?: readonly Buffer[] | undefined;
}

/**
 * Cuts `html` at its nonce placeholders. The pieces are cut, and compressed, when first asked for (once
 * per cached page): a page that is not cached, such as every page with the HTML cache off, is written from
 * its text (`identityBody`) and compressed only if sent compressed.
 */
export function preparePage(html: string): PreparedPage {
  let pieces: readonly Buffer[] | undefined;
  let gzipPieces: readonly Buffer[] | undefined;
  const page = {
    html,
    get pieces() {
      pieces ??= html.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece));
      return pieces;
    },
    get gzipPieces() {
      gzipPieces ??= page.pieces.map((piece) =>
        zlib.deflateRawSync(piece, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      );
      return gzipPieces;
    },
    get piecesCut() {
      return pieces !== undefined;
    },
  };
  return page;
}

/** The stored deflate block carrying `bytes` (under 64 KB), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The page with `nonce` in every placeholder. */
export function identityBody(page: PreparedPage, nonce: string): Buffer {
  // Copying the cut pieces beats encoding the text again; an uncached page has none cut.
  if (!page.piecesCut) return Buffer.from(page.html.replaceAll(NONCE_PLACEHOLDER, nonce));
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(nonceBytes);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** The page with `nonce` in every placeholder, as one gzip member (see the module comment). */
export function gzipBody(page: PreparedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(nonceBlock);
      crc = zlib.crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    parts.push(page.gzipPieces[i] ?? Buffer.alloc(0));
    crc = zlib.crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

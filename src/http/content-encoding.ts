// Content-Encoding decoders. The caller applies its byte limit to what these
// produce, so a small compressed body that inflates to gigabytes (a "gzip bomb")
// stops at the limit instead of filling memory.

import { Transform, type TransformCallback } from 'node:stream';
import * as zlib from 'node:zlib';

/** What the client advertises: every encoding it can decode. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

export class UnsupportedEncodingError extends Error {
  constructor(readonly encoding: string) {
    super(`unsupported content-encoding ${JSON.stringify(encoding.slice(0, 40))}`);
    this.name = 'UnsupportedEncodingError';
  }
}

/**
 * The decoders for a Content-Encoding header value, in the order to apply them
 * (the header lists encodings in the order they were applied, so decoding runs
 * it backwards). `identity` and an absent header give no decoder.
 */
export function decodersFor(header: string | undefined): Transform[] {
  if (header === undefined) return [];
  const codings = header
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > 4) throw new UnsupportedEncodingError(header);
  return codings.reverse().map(decoderFor);
}

function decoderFor(coding: string): Transform {
  // Sync flush at the end: a body cut short still yields what it decoded so far
  // (what browsers and curl do) instead of failing on "unexpected end of file".
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip(flush);
    case 'deflate':
      return new DeflateSniffer();
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      throw new UnsupportedEncodingError(coding);
  }
}

/**
 * "deflate" should be zlib-wrapped (RFC 9110), but some servers send raw deflate.
 * Decide from the first byte: a zlib stream starts with a CMF byte whose low
 * nibble is 8 (deflate) and whose 16-bit header is a multiple of 31.
 */
class DeflateSniffer extends Transform {
  private inner: zlib.Inflate | zlib.InflateRaw | null = null;
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.inner === null) {
      this.pending.push(chunk);
      const head = Buffer.concat(this.pending);
      if (head.length < 2) {
        done();
        return;
      }
      this.pending = [];
      const cmf = head[0]!;
      const flg = head[1]!;
      const zlibWrapped = (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
      const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
      this.inner = zlibWrapped ? zlib.createInflate(flush) : zlib.createInflateRaw(flush);
      this.inner.on('data', (out: Buffer) => this.push(out));
      this.inner.on('error', (err) => this.destroy(err));
      this.inner.write(head, () => done());
      return;
    }
    this.inner.write(chunk, () => done());
  }

  override _flush(done: TransformCallback): void {
    if (this.inner === null) {
      // One byte or nothing: nothing decodable.
      done();
      return;
    }
    this.inner.once('end', () => done());
    this.inner.end();
  }

  override _destroy(err: Error | null, cb: (error: Error | null) => void): void {
    this.inner?.destroy();
    cb(err);
  }
}

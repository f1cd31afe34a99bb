/**
 * A Buffer of at least `size` bytes, and at least twice `buffer`'s length (so that writing
 * byte after byte grows it a logarithmic number of times), holding `buffer`'s first `keep`
 * bytes: the output buffers of the canonical rewrite and of the scalar recoder grow so.
 */
export function enlarged(buffer: Buffer, keep: number, size: number): Buffer {
  const grown = Buffer.alloc(Math.max(2 * buffer.length, size));
  buffer.copy(grown, 0, 0, keep);
  return grown;
}

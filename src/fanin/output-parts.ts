/**
 * What a fan-in output is made of (pure, types only): its parts, text or UTF-8 bytes, in
 * the order they are written. outputs.ts builds them, io/files.ts writes them.
 */
export type OutputPart =
  | {
      text: string;
      /** merged_at, crawled_at and what follows from them: may differ between two fan-ins of the same inputs. */
      volatile?: boolean;
    }
  /**
   * Bytes that are already UTF-8 (the articles' canonical JSON, straight from the legs),
   * valid only until the next part is taken: they may be a view of a reused buffer.
   */
  | { bytes: Uint8Array; volatile?: never };

export interface Serialized {
  /** Produces the parts; may be called more than once (compare, then write). */
  parts(): Iterable<OutputPart>;
}

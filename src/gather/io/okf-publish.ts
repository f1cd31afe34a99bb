/**
 * The okf kernel's publish step (I/O): the finalized rows (kernels/okf.ts) written to a
 * dataset store, answered by the dataset's ref and schema.
 */
import type { OkfItem } from '../../okf/schema.js';
import type { OkfStore } from '../../okf/store.js';
import type { OkfRows } from '../kernels/okf.js';

/** The I/O step after finalize: writes the rows to `store`, returns the ref and schema. */
export async function okfPublish(result: OkfRows, store: OkfStore): Promise<OkfItem> {
  // The Parquet writer loads only when a dataset is written, not with the kernel.
  const { publishOkf } = await import('../../okf/publish.js');
  return publishOkf(result.rows, store, {
    name: result.name,
    ...(result.payloadSchema === null ? {} : { payloadSchema: result.payloadSchema }),
  });
}

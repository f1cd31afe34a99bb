/**
 * The okf kernel's publish step (I/O): the finalized rows (kernels/okf.ts) written to a
 * dataset store, answered by the dataset's ref and schema.
 */
import type { ClickHouseOptions } from '../../okf/clickhouse/connection.js';
import { OkfError } from '../../okf/errors.js';
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

/** The same, to ClickHouse: the rows go to the database, the result is the ref and schema. */
export async function okfPublishClickHouse(
  result: OkfRows,
  connection: ClickHouseOptions | undefined,
): Promise<OkfItem> {
  if (connection === undefined) {
    throw new OkfError(
      'bad_option',
      `Dataset ${result.name} is published to ClickHouse (kernel option store): give clickhouse-url and the other clickhouse-* inputs`,
    );
  }
  const [{ ClickHouse }, { publishClickHouse }] = await Promise.all([
    import('../../okf/clickhouse/connection.js'),
    import('../../okf/clickhouse/publish.js'),
  ]);
  return publishClickHouse(result.rows, new ClickHouse(connection), {
    name: result.name,
    ...(result.payloadSchema === null ? {} : { payloadSchema: result.payloadSchema }),
    ...(result.keep === null || result.keep === undefined ? {} : { keep: result.keep }),
  });
}

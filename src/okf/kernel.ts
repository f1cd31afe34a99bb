// The okf kernel of the gather engine (pure): it accumulates the rows of the gathered
// items as JSON, keyed by the item's seq so that the order of arrival does not matter;
// finalizing gives the rows in seq order. Writing them to a store is the separate, async
// `okfPublish` step that the gather action or CLI runs on the finalized result.
//
// Options: `name` (the dataset name, required), `field` (take the rows from this key of
// each item instead of the item itself), `schema` (the payload's JSON Schema, whose
// `description`s describe the columns).

import type { Kernel } from '../gather/kernel.js';
import { assertDatasetName } from './ref.js';
import type { OkfItem } from './schema.js';
import type { OkfStore } from './store.js';
import { messageOf } from '../runtime/error-message.js';

export interface OkfState {
  name: string;
  field: string | null;
  schema: unknown;
  /** seq (as a decimal string) => the rows of that item. */
  parts: Record<string, unknown[]>;
}

export interface OkfRows {
  name: string;
  rows: unknown[];
  payloadSchema: unknown;
}

function rowsOf(state: OkfState, item: unknown, seq: number): unknown[] {
  const source =
    state.field === null ? item : (item as Record<string, unknown> | null)?.[state.field];
  if (Array.isArray(source)) return source;
  if (typeof source === 'object' && source !== null) return [source];
  const where = state.field === null ? 'the item' : `the item's ${JSON.stringify(state.field)}`;
  throw new TypeError(
    `okf kernel: ${where} of seq ${seq} is neither a row object nor an array of rows`,
  );
}

export const okfKernel: Kernel<OkfState, OkfRows> = {
  name: 'okf',
  init(options) {
    const { name, field, schema } = options;
    if (typeof name !== 'string')
      throw new RangeError('okf kernel option "name" must be a dataset name');
    try {
      assertDatasetName(name);
    } catch (error) {
      throw new RangeError(`okf kernel option "name": ${messageOf(error)}`);
    }
    if (field !== undefined && (typeof field !== 'string' || field === '')) {
      throw new RangeError('okf kernel option "field" must be a non-empty string');
    }
    if (schema !== undefined && (typeof schema !== 'object' || schema === null)) {
      throw new RangeError('okf kernel option "schema" must be a JSON Schema object');
    }
    return { name, field: field ?? null, schema: schema ?? null, parts: {} };
  },
  apply(state, item, origin) {
    const rows = rowsOf(state, item, origin.seq);
    return { ...state, parts: { ...state.parts, [String(origin.seq)]: rows } };
  },
  finalize(state) {
    const seqs = Object.keys(state.parts)
      .map(Number)
      .sort((a, b) => a - b);
    return {
      name: state.name,
      rows: seqs.flatMap((seq) => state.parts[String(seq)]!),
      payloadSchema: state.schema,
    };
  },
};

/** The I/O step after finalize: writes the rows to `store`, returns the ref and schema. */
export async function okfPublish(result: OkfRows, store: OkfStore): Promise<OkfItem> {
  // The Parquet writer loads only when a dataset is written, not with the kernel.
  const { publishOkf } = await import('./publish.js');
  return publishOkf(result.rows, store, {
    name: result.name,
    ...(result.payloadSchema === null ? {} : { payloadSchema: result.payloadSchema }),
  });
}

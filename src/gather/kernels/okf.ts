// The okf kernel of the gather engine (pure): it accumulates the rows of the gathered
// items as JSON, keyed by the item's seq so that the order of arrival does not matter;
// finalizing gives the rows in seq order. Writing them to a store is the separate, async
// `okfPublish` step (io/okf-publish.ts) that the gather action or CLI runs on the finalized
// result.
//
// Options: `name` (the dataset name; default: the collector's name), `field` (take the rows
// from this key of each item instead of the item itself), `schema` (the JSON Schema of the
// items, whose `description`s describe the columns; with `field`, its property of that name
// describes the rows). Any other option is refused, so that a misspelling cannot pass as a
// dataset without the option meant. `store` is where the dataset goes: "artifacts" (the
// default, this run's artifacts) or "clickhouse" (the connection comes from the gather's
// clickhouse-* inputs, never from the options, which are saved with the state); `keep`, with
// clickhouse, how many versions of the name stay after publishing. `partial: true`, as
// `Okf(store=..., partial=True)` writes it, is accepted and changes nothing: an OKF result is
// always a ref read in slices; `partial: false` (the rows inline) is refused, naming the
// kernel that does that.

import type { Kernel, KernelContext } from '../kernel.js';
import { onlyOptions } from '../options.js';
import { assertDatasetName, type OkfStoreKind } from '../../okf/ref.js';
import { messageOf } from '../../base/error-message.js';
import { ownField, prototypeKeyProblem } from '../../base/prototype-keys.js';

export interface OkfState {
  name: string;
  field: string | null;
  schema: unknown;
  /** Where the dataset is published (absent in states saved before the option existed). */
  store?: OkfStoreKind;
  /** ClickHouse: versions of the name kept after publishing (null: all). */
  keep?: number | null;
  /** seq (as a decimal string) => the rows of that item. */
  parts: Record<string, unknown[]>;
}

export interface OkfRows {
  name: string;
  rows: unknown[];
  payloadSchema: unknown;
  store?: OkfStoreKind;
  keep?: number | null;
}

function rowsOf(state: OkfState, item: unknown, seq: number): unknown[] {
  const source = state.field === null ? item : ownField(item, state.field);
  if (Array.isArray(source)) return source;
  if (typeof source === 'object' && source !== null) return [source];
  const where = state.field === null ? 'the item' : `the item's ${JSON.stringify(state.field)}`;
  throw new TypeError(
    `okf kernel: ${where} of seq ${seq} is neither a row object nor an array of rows`,
  );
}

const OKF_OPTIONS = ['name', 'field', 'schema', 'store', 'keep', 'partial'];

function storeOption(value: unknown): OkfStoreKind {
  if (value === undefined || value === 'artifacts') return 'artifacts';
  if (value === 'clickhouse') return 'clickhouse';
  throw new RangeError('okf kernel option "store" must be "artifacts" or "clickhouse"');
}

function checkPartialOption(value: unknown): void {
  if (value === undefined || value === true) return;
  throw new RangeError(
    'okf kernel option "partial" can only be true: an OKF result is always a ref whose rows ' +
      'are read in slices (okf-read, okf-stats); kernel "append" gives the rows inline',
  );
}

function keepOption(value: unknown, store: OkfStoreKind): number | null {
  if (value === undefined) return null;
  if (store !== 'clickhouse') {
    throw new RangeError('okf kernel option "keep" applies to store "clickhouse" only');
  }
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    throw new RangeError('okf kernel option "keep" must be a whole number of versions, at least 1');
  }
  return value as number;
}

function nameOption(value: unknown, context: KernelContext | undefined): string {
  if (value === undefined && context !== undefined) {
    try {
      assertDatasetName(context.collector);
    } catch {
      throw new RangeError(
        `okf kernel option "name" defaults to the collector's name, and ${JSON.stringify(context.collector)} is not a dataset name (1 to 64 lower-case letters, digits, '-' or '_', starting with a letter or digit): give "name"`,
      );
    }
    return context.collector;
  }
  if (typeof value !== 'string')
    throw new RangeError('okf kernel option "name" must be a dataset name');
  try {
    assertDatasetName(value);
  } catch (error) {
    throw new RangeError(`okf kernel option "name": ${messageOf(error)}`);
  }
  return value;
}

function fieldOption(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value === '') {
    throw new RangeError('okf kernel option "field" must be a non-empty string');
  }
  const problem = prototypeKeyProblem('okf kernel option "field"', value);
  if (problem !== null) throw new RangeError(problem);
  return value;
}

/**
 * The schema option, checked: with `field`, the schema describes the whole item, so it must
 * describe that field (else no column would get its description and nothing would say why).
 */
function schemaOption(value: unknown, field: string | null): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RangeError('okf kernel option "schema" must be a JSON Schema object');
  }
  if (field !== null && rowSchemaOf(value, field) === undefined) {
    throw new RangeError(
      `okf kernel option "schema" has no property ${JSON.stringify(field.slice(0, 60))} (the "field" option): give the JSON Schema of the whole item`,
    );
  }
  return value;
}

/** The schema of the rows: the item schema's property `field` (an array's, or one row's). */
function rowSchemaOf(schema: object, field: string): unknown {
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  if (!Object.hasOwn(properties, field)) return undefined;
  const described = (properties as Record<string, unknown>)[field];
  return typeof described === 'object' && described !== null ? described : undefined;
}

export const okfKernel: Kernel<OkfState, OkfRows> = {
  name: 'okf',
  init(options, context) {
    onlyOptions('okf', options, OKF_OPTIONS);
    checkPartialOption(options['partial']);
    const field = fieldOption(options['field']);
    const store = storeOption(options['store']);
    return {
      name: nameOption(options['name'], context),
      field,
      schema: schemaOption(options['schema'], field),
      store,
      keep: keepOption(options['keep'], store),
      parts: {},
    };
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
      store: state.store ?? 'artifacts',
      keep: state.keep ?? null,
      rows: seqs.flatMap((seq) => state.parts[String(seq)]!),
      payloadSchema:
        state.field === null || state.schema === null
          ? state.schema
          : (rowSchemaOf(state.schema as object, state.field) ?? null),
    };
  },
};

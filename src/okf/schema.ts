// The compact schema of an OKF dataset and its one-line rendering (pure).
//
// A column's type is inferred from the values the rows hold (nulls and missing keys do
// not count): all strings => str, all booleans => bool, all safe integers => int, all
// finite numbers => float, anything else (objects, arrays, mixed kinds) => json. A column
// with no value takes its type from the payload's JSON Schema when it names one, else str.

import { compareStrings } from '../canonical/index.js';
import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';
import { PROTO_KEY } from '../base/prototype-keys.js';

export type OkfType = 'str' | 'int' | 'float' | 'bool' | 'json';
export const OKF_TYPES: readonly OkfType[] = ['str', 'int', 'float', 'bool', 'json'];

export interface OkfColumn {
  type: OkfType;
  /** From the payload JSON Schema's `description` of the field; absent when none. */
  desc?: string;
}

export interface OkfSchema {
  rows: number;
  /** Field name => column, in the dataset's column order (names sorted by UTF-16 code units). */
  columns: Record<string, OkfColumn>;
  /** The store holding the dataset when it is not the artifacts (its ref says so too). */
  store?: 'clickhouse';
}

/** What a publication hands on: the ref and the schema, never the data. */
export interface OkfItem {
  ref: string;
  schema: OkfSchema;
}

export const MAX_FIELDS = 1000;
export const MAX_FIELD_NAME_LENGTH = 200;
const MAX_DESC_LENGTH = 500;

type Kind = 'str' | 'int' | 'float' | 'bool' | 'json';

function kindOf(value: unknown, field: string, row: number): Kind {
  switch (typeof value) {
    case 'string':
      if (!value.isWellFormed()) {
        throw new OkfError(
          'bad_rows',
          `Row ${row}, field ${quoted(field)}: a string with a lone surrogate is not valid Unicode`,
        );
      }
      return 'str';
    case 'boolean':
      return 'bool';
    case 'number':
      if (!Number.isFinite(value)) {
        throw new OkfError(
          'bad_rows',
          `Row ${row}, field ${quoted(field)}: ${value} is not a finite number`,
        );
      }
      return Number.isSafeInteger(value) ? 'int' : 'float';
    case 'object':
      return 'json';
    default:
      throw new OkfError(
        'bad_rows',
        `Row ${row}, field ${quoted(field)}: a ${typeof value} is not JSON`,
      );
  }
}

function join(a: Kind | undefined, b: Kind): Kind {
  if (a === undefined || a === b) return b;
  if ((a === 'int' && b === 'float') || (a === 'float' && b === 'int')) return 'float';
  return 'json';
}

function checkFieldName(name: string): void {
  if (
    name.length === 0 ||
    name.length > MAX_FIELD_NAME_LENGTH ||
    /[\u0000-\u001f\u007f]/u.test(name)
  ) {
    throw new OkfError(
      'bad_rows',
      `Field name ${quoted(name)} refused: 1 to ${MAX_FIELD_NAME_LENGTH} characters, no control characters`,
    );
  }
  // Rows, columns and results are plain objects, where assigning `__proto__` sets the
  // prototype instead of a field: the field would vanish silently.
  // (`constructor` and `prototype` are ordinary fields: rows are read by own field only.)
  if (name === PROTO_KEY) {
    throw new OkfError(
      'bad_rows',
      'Field name "__proto__" refused: it cannot be a field of a plain JavaScript object; rename it',
    );
  }
}

/** The field => kind of every field the rows hold (in no particular order). */
function scanKinds(rows: readonly unknown[]): Map<string, Kind | undefined> {
  const kinds = new Map<string, Kind | undefined>();
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new OkfError('bad_rows', `Row ${index} is not a JSON object`);
    }
    const record = row as Record<string, unknown>;
    // for-in over own keys, not Object.entries: no array per row (this runs on every row).
    for (const field in record) {
      if (!Object.hasOwn(record, field)) continue;
      const value = record[field];
      if (!kinds.has(field)) {
        checkFieldName(field);
        if (kinds.size >= MAX_FIELDS) {
          throw new OkfError('bad_rows', `More than ${MAX_FIELDS} fields in the rows`);
        }
        kinds.set(field, undefined);
      }
      if (value === null || value === undefined) continue;
      kinds.set(field, join(kinds.get(field), kindOf(value, field, index)));
    }
  });
  return kinds;
}

interface FieldSchema {
  type?: unknown;
  description?: unknown;
}

/** The `properties` of the row schema: of the payload itself, or of its array's items. */
function propertiesOf(payloadSchema: unknown): Record<string, FieldSchema> {
  if (typeof payloadSchema !== 'object' || payloadSchema === null) return {};
  const schema = payloadSchema as { properties?: unknown; items?: unknown };
  const props =
    schema.properties ?? (schema.items as { properties?: unknown } | undefined)?.properties;
  return typeof props === 'object' && props !== null ? (props as Record<string, FieldSchema>) : {};
}

const FROM_JSON_SCHEMA: Record<string, OkfType> = {
  string: 'str',
  integer: 'int',
  number: 'float',
  boolean: 'bool',
  object: 'json',
  array: 'json',
};

/** The columns of `rows`, with descriptions (and types of empty columns) from `payloadSchema`. */
export function inferSchema(rows: readonly unknown[], payloadSchema?: unknown): OkfSchema {
  const kinds = scanKinds(rows);
  const props = propertiesOf(payloadSchema);
  const columns: Record<string, OkfColumn> = {};
  for (const field of [...kinds.keys()].sort(compareStrings)) {
    const declared = Object.hasOwn(props, field) ? props[field] : undefined;
    const fallback =
      typeof declared?.type === 'string' ? FROM_JSON_SCHEMA[declared.type] : undefined;
    const column: OkfColumn = { type: kinds.get(field) ?? fallback ?? 'str' };
    if (typeof declared?.description === 'string' && declared.description.trim() !== '') {
      column.desc = declared.description.trim().slice(0, MAX_DESC_LENGTH);
    }
    columns[field] = column;
  }
  return { rows: rows.length, columns };
}

/** `okf:claims#v3 — 1240 rows; branch, risk`: the schema-only line an agent or a log sees. */
export function renderItem(item: OkfItem): string {
  const fields = Object.keys(item.schema.columns);
  const rows = item.schema.rows === 1 ? '1 row' : `${item.schema.rows} rows`;
  return `${item.ref} — ${rows}; ${fields.length === 0 ? '(no fields)' : fields.join(', ')}`;
}

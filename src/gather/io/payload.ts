/**
 * Reading what emit publishes: the payload file (strict JSON, size limit) and, when given,
 * checking it against a JSON Schema of the workspace with ajv before anything is uploaded.
 */
import type { Ajv2020 as Ajv2020Type, ErrorObject } from 'ajv/dist/2020.js';
import type { AnyValidateFunction } from 'ajv/dist/types/index.js';
import type addFormatsType from 'ajv-formats';
import { parseStrict } from '../../canonical/index.js';
import { readConfigBytes } from '../../config/read.js';
import { parseConfigBytes } from '../../config/parse.js';
import { untrusted } from '../../base/untrusted.js';
import { messageOf } from '../../base/error-message.js';
import { MAX_LEG_BYTES } from './legs.js';
import { hasPatterns, linearRegExpEngine } from './schema-patterns.js';

/** A payload that fails its schema: the first errors with their JSON pointers. */
export class PayloadSchemaError extends Error {
  constructor(
    readonly errors: { pointer: string; message: string }[],
    payload: string,
    schema: string,
  ) {
    const shown = errors
      .slice(0, 5)
      .map((e) => `${e.pointer || '/'} ${e.message}`)
      .join('; ');
    super(
      `payload ${untrusted(payload, 200)} does not match schema ${untrusted(schema, 200)}: ${shown}`,
    );
    this.name = 'PayloadSchemaError';
  }
}

/** What a payload read says besides its value: whether a byte order mark was dropped. */
export interface ReadPayload {
  value: unknown;
  /** A UTF-8 byte order mark led the text (Windows PowerShell 5.1 writes one) and was dropped. */
  bomDropped: boolean;
}

const BOM = '\uFEFF';

/** The note a dropped byte order mark gets in the log. */
export function bomNote(what: string): string {
  return `${what} started with a UTF-8 byte order mark (U+FEFF, as Windows PowerShell 5.1 writes one); it was dropped`;
}

/**
 * The payload file: strict JSON of at most `maxBytes`, a leading byte order mark dropped
 * (and said), so that a file a Windows tool wrote reads as the JSON it shows.
 */
export async function readPayloadFile(
  path: string,
  maxBytes = MAX_LEG_BYTES,
): Promise<ReadPayload> {
  const bytes = (await readConfigBytes(path, { maxBytes })) as Buffer;
  const bomDropped =
    bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bomDropped ? bytes.subarray(3) : bytes;
  return { value: parseStrict(body, { maxBytes, source: path }), bomDropped };
}

/**
 * The value input: JSON (strict: duplicate keys refused), or YAML (the form cloudposse's
 * matrix-outputs actions take), as the config files are read (core schema, no custom tags,
 * bounded depth and aliases); a leading byte order mark dropped.
 */
export function parsePayloadValue(text: string, maxBytes = MAX_LEG_BYTES): ReadPayload {
  if (Buffer.byteLength(text, 'utf8') > maxBytes) {
    throw new RangeError(
      `value is larger than ${maxBytes} bytes: write it to a file, give it as payload`,
    );
  }
  const bomDropped = text.startsWith(BOM);
  const body = bomDropped ? text.slice(1) : text;
  return { value: parseConfigBytes('value', Buffer.from(body, 'utf8')), bomDropped };
}

/** Strict JSON from a regular file of at most `maxBytes` (a FIFO or device is refused). */
export async function readJsonFile(path: string, maxBytes = MAX_LEG_BYTES): Promise<unknown> {
  const bytes = (await readConfigBytes(path, { maxBytes })) as Buffer;
  return parseStrict(bytes, { maxBytes, source: path });
}

/** Validates `payload` against the JSON Schema (draft 2020-12, or the one its $schema names). */
export async function checkPayloadSchema(
  payload: unknown,
  schema: unknown,
  names: { payload: string; schema: string },
): Promise<void> {
  // CommonJS modules: bundled, their exports arrive under `default`; under Node, by name too.
  const ajvModule = (await import('ajv/dist/2020.js')) as unknown as {
    Ajv2020?: typeof Ajv2020Type;
    default: typeof Ajv2020Type | { Ajv2020: typeof Ajv2020Type };
  };
  const Ajv2020 =
    ajvModule.Ajv2020 ??
    ('Ajv2020' in ajvModule.default ? ajvModule.default.Ajv2020 : ajvModule.default);
  const formatsModule = (await import('ajv-formats')) as unknown as {
    default: typeof addFormatsType | { default: typeof addFormatsType };
  };
  const addFormats =
    'default' in formatsModule.default ? formatsModule.default.default : formatsModule.default;
  // Patterns run on a linear-time engine (schema-patterns.ts), loaded only when there are some.
  const regExp = hasPatterns(schema) ? await linearRegExpEngine() : undefined;
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    ...(regExp ? { code: { regExp } } : {}),
  });
  addFormats(ajv);
  let validate;
  try {
    validate = ajv.compile(schema as object);
  } catch (error) {
    throw new Error(
      `schema ${untrusted(names.schema, 200)} is not a valid JSON Schema: ${messageOf(error)}`,
    );
  }
  const errors = await schemaErrors(validate, payload);
  if (errors.length > 0) {
    const problems = errors.map((e) => ({
      pointer: e.instancePath,
      message: e.message ?? 'invalid',
    }));
    throw new PayloadSchemaError(problems, names.payload, names.schema);
  }
}

/**
 * The errors of validating `payload` (none: valid). A schema marked `"$async": true`
 * compiles to a validator that answers with a promise, rejected with the errors.
 */
async function schemaErrors(
  validate: AnyValidateFunction,
  payload: unknown,
): Promise<ErrorObject[]> {
  if (!('$async' in validate) || validate.$async !== true)
    return validate(payload) ? [] : (validate.errors ?? []);
  try {
    await validate(payload);
    return [];
  } catch (error) {
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) return errors as ErrorObject[];
    throw error;
  }
}

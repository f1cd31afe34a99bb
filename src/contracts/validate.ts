import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { schemas, type ContractName } from './generated/schemas.js';

export type { ContractName };

export interface ContractViolation {
  /** JSON pointer of the offending value inside the payload ('' = the whole payload). */
  pointer: string;
  message: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: ContractViolation[] };

export class ContractError extends Error {
  constructor(
    readonly contract: string,
    readonly errors: ContractViolation[],
    what: string,
  ) {
    super(
      `${what} is not a valid ${contract}: ${errors.map((e) => `${e.pointer || '/'} ${e.message}`).join('; ')}`,
    );
    this.name = 'ContractError';
  }
}

// ajv-formats is CommonJS: under ESM interop its function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** One Ajv instance per process holding every schema; each validator is compiled on first use. */
function validatorFor(contract: ContractName): ValidateFunction {
  let validate = compiled.get(contract);
  if (validate) return validate;
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const schema of schemas) ajv.addSchema(schema as object);
  }
  validate = ajv.getSchema(contract);
  if (!validate) throw new Error(`unknown contract ${contract}`);
  compiled.set(contract, validate);
  return validate;
}

function toViolation(error: ErrorObject): ContractViolation {
  let pointer = error.instancePath;
  if (error.keyword === 'required')
    pointer += `/${(error.params as { missingProperty: string }).missingProperty}`;
  if (error.keyword === 'additionalProperties') {
    pointer += `/${(error.params as { additionalProperty: string }).additionalProperty}`;
  }
  return { pointer, message: error.message ?? error.keyword };
}

export function validate(contract: ContractName, value: unknown): ValidationResult {
  const check = validatorFor(contract);
  if (check(value)) return { ok: true };
  // allErrors reports every branch of oneOf/if-then; keep one line per pointer and message.
  const seen = new Set<string>();
  const errors: ContractViolation[] = [];
  for (const violation of (check.errors ?? []).map(toViolation)) {
    const key = `${violation.pointer}\0${violation.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      errors.push(violation);
    }
  }
  return { ok: false, errors };
}

/** Validates and narrows, or throws a ContractError naming every offending pointer. */
export function assertValid<T>(contract: ContractName, value: unknown, what: string): T {
  const result = validate(contract, value);
  if (!result.ok) throw new ContractError(contract, result.errors, what);
  return value as T;
}

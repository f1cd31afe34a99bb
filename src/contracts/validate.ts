import type { ErrorObject } from 'ajv/dist/2020.js';
import { type ContractName } from './generated/schemas.js';
import * as validators from './generated/validators.js';

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

/**
 * The validator of a contract: ajv's standalone code, compiled from schemas/*.json by
 * scripts/gen-contracts.js (Ajv2020 with allErrors, strict, allowUnionTypes and
 * ajv-formats' full formats), so no process compiles a schema at run time.
 */
type Validator = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };

function validatorFor(contract: ContractName): Validator {
  const validate = (validators as unknown as Record<string, Validator | undefined>)[contract];
  if (!validate) throw new Error(`unknown contract ${contract}`);
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

import { parseStrict, StrictJsonError } from '../canonical/index.js';
import { untrusted } from '../base/untrusted.js';
import { InputError } from './input-error.js';

/** Returns the trimmed raw value of an input, '' when it is not set. */
export type RawInputReader = (name: string) => string;

/** Reads inputs the way @actions/core does, but from the given environment. */
export function rawInputFromEnv(env: NodeJS.ProcessEnv): RawInputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export interface NumberBounds {
  default?: number;
  min?: number;
  max?: number;
}

export interface Inputs {
  string(name: string, opts?: { required?: boolean; default?: string }): string;
  /** '' (unset) reads as undefined. */
  optional(name: string): string | undefined;
  int(name: string, opts: NumberBounds): number;
  number(name: string, opts: NumberBounds): number;
  /** true/True/TRUE or false/False/FALSE (YAML 1.2 core schema, as core.getBooleanInput). */
  bool(name: string, def: boolean): boolean;
  /** Comma- or newline-separated; items trimmed, empty items dropped. */
  list(name: string, opts?: { default?: string[] }): string[];
  oneOf<T extends string>(name: string, allowed: readonly T[], def?: T): T;
  /** Strict JSON (duplicate keys rejected); undefined when unset. */
  json(name: string): unknown | undefined;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];

function got(raw: string): string {
  return `got ${untrusted(raw, 60)}`;
}

function checkBounds(name: string, value: number, raw: string, { min, max }: NumberBounds): number {
  const below = min !== undefined && value < min;
  const above = max !== undefined && value > max;
  if (below || above) {
    const range =
      min !== undefined && max !== undefined
        ? `must be between ${min} and ${max}`
        : min !== undefined
          ? `must be at least ${min}`
          : `must be at most ${max}`;
    throw new InputError(name, `${range}, ${got(raw)}`);
  }
  return value;
}

/**
 * Typed readers over the action's inputs. Every reader throws InputError naming the
 * input, so an action validates all of them before doing any work.
 */
export function createInputs(
  read: RawInputReader = (name) => rawInputFromEnv(process.env)(name),
): Inputs {
  const required = (name: string): never => {
    throw new InputError(name, 'is required');
  };
  const readNumber = (name: string, opts: NumberBounds, integer: boolean): number => {
    const raw = read(name);
    if (raw === '') return opts.default ?? required(name);
    const value = Number(raw);
    if (integer) {
      if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) {
        throw new InputError(name, `must be an integer, ${got(raw)}`);
      }
    } else if (!DECIMAL.test(raw) || !Number.isFinite(value)) {
      throw new InputError(name, `must be a number, ${got(raw)}`);
    }
    return checkBounds(name, value, raw, opts);
  };

  return {
    string(name, opts = {}) {
      const raw = read(name);
      if (raw !== '') return raw;
      if (opts.default !== undefined) return opts.default;
      return opts.required ? required(name) : '';
    },
    optional(name) {
      const raw = read(name);
      return raw === '' ? undefined : raw;
    },
    int: (name, opts) => readNumber(name, opts, true),
    number: (name, opts) => readNumber(name, opts, false),
    bool(name, def) {
      const raw = read(name);
      if (raw === '') return def;
      if (TRUE_VALUES.includes(raw)) return true;
      if (FALSE_VALUES.includes(raw)) return false;
      throw new InputError(name, `must be true or false, ${got(raw)}`);
    },
    list(name, opts = {}) {
      const raw = read(name);
      if (raw === '') return opts.default ? [...opts.default] : [];
      return raw
        .split(/[,\r\n]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
    },
    oneOf<T extends string>(name: string, allowed: readonly T[], def?: T): T {
      const raw = read(name);
      if (raw === '') return def ?? required(name);
      const match = allowed.find((a) => a === raw);
      if (match === undefined) {
        throw new InputError(name, `must be one of ${allowed.join(', ')}, ${got(raw)}`);
      }
      return match;
    },
    json(name) {
      const raw = read(name);
      if (raw === '') return undefined;
      try {
        return parseStrict(raw, { maxBytes: 1024 * 1024 });
      } catch (error) {
        if (error instanceof StrictJsonError) {
          throw new InputError(name, `is not valid JSON: ${error.message}`);
        }
        throw error;
      }
    },
  };
}

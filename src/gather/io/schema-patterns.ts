/**
 * The regular expression engine of emit's schema check: the `pattern`s (and
 * `patternProperties`) of a user's JSON Schema run on RE2JS, which matches in time linear
 * in the input, never by backtracking. A pattern such as `^(a+)+$` cannot make a payload
 * of a few dozen characters take minutes. RE2 has no lookaround and no backreferences: a
 * pattern that uses them is refused with the pattern named. The engine loads only for a
 * schema that has patterns (emit's start-up stays as it was for the others).
 */
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { quoted } from '../../base/untrusted.js';
import { messageOf } from '../../base/error-message.js';

/**
 * Whether `schema` (JSON) has a `pattern` (a string) or `patternProperties` anywhere: only
 * then is the engine loaded. (A property named "pattern" is no pattern.)
 */
export function hasPatterns(schema: unknown, depth = 0): boolean {
  if (typeof schema !== 'object' || schema === null || depth > 500) return false;
  if (Array.isArray(schema)) return schema.some((item) => hasPatterns(item, depth + 1));
  const record = schema as Record<string, unknown>;
  if (typeof record['pattern'] === 'string' || Object.hasOwn(record, 'patternProperties'))
    return true;
  return Object.values(record).some((item) => hasPatterns(item, depth + 1));
}

/** A pattern RE2 cannot compile (lookaround, backreferences, bad syntax). */
export class SchemaPatternError extends Error {
  constructor(pattern: string, why: string) {
    super(
      `pattern ${quoted(pattern, 200)} is refused: schema patterns run on a linear-time engine (RE2), without lookaround or backreferences (${why})`,
    );
    this.name = 'SchemaPatternError';
  }
}

/** ajv's `code.regExp`: each pattern compiled by RE2JS, tested as `RegExp#test` would (a search). */
export async function linearRegExpEngine(): Promise<RegExpEngine> {
  const { RE2JS } = await import('re2js');
  const engine = (pattern: string, flags: string) => {
    let re: InstanceType<typeof RE2JS>;
    try {
      re = RE2JS.compile(pattern, flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
    } catch (error) {
      throw new SchemaPatternError(pattern, messageOf(error));
    }
    // ajv keeps one compiled pattern per toString(): each must have its own.
    return {
      test: (text: string) => re.matcher(text).find(),
      toString: () => `re2:/${pattern}/${flags}`,
    };
  };
  return Object.assign(engine, { code: 're2js' });
}

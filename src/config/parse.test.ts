import fc from 'fast-check';
import { parseDocument, stringify } from 'yaml';
import { ConfigError } from './errors.js';
import { MAX_CONFIG_DEPTH } from './limits.js';
import { parseConfigBytes } from './parse.js';
import { yamlNestingDepth } from './yaml-depth.js';

const parse = (file: string, text: string) => parseConfigBytes(file, Buffer.from(text));

/** The outcome of parsing: 'ok', or the problem of the ConfigError. */
function outcome(file: string, text: string): string {
  try {
    parse(file, text);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problem;
  }
}

/** A value nested `depth` collections deep, alternating lists and maps. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { k: value };
  return value;
}

describe('the config depth limit in YAML', () => {
  const DEEP = 10_000;
  it.each([
    ['flow sequences', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
    ['flow maps', `${'{a: '.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
    ['block sequences on one line', `${'- '.repeat(DEEP)}x`],
    ['a block map holding flow collections', `keywords: [a]\nx: ${'[{a: '.repeat(DEEP / 2)}1`],
  ])('refuses %s 10,000 deep with the limit, not a stack overflow', (_what, text) => {
    expect(outcome('topic.yml', text)).toBe(
      `is not valid YAML: nesting deeper than ${MAX_CONFIG_DEPTH} levels`,
    );
  });

  it('draws the line where JSON does: 32 levels pass, 33 do not', () => {
    for (let depth = 1; depth <= MAX_CONFIG_DEPTH + 3; depth++) {
      const json = JSON.stringify(nested(depth));
      const accepted = outcome('c.json', json) === 'ok';
      expect([depth, accepted]).toEqual([depth, depth <= MAX_CONFIG_DEPTH]);
      for (const yaml of [json, stringify(nested(depth))]) {
        const verdict = outcome('c.yml', yaml);
        expect([depth, verdict]).toEqual([
          depth,
          accepted ? 'ok' : `is not valid YAML: nesting deeper than ${MAX_CONFIG_DEPTH} levels`,
        ]);
      }
    }
  });

  it('counts the depth of the document built, stopping early or not (property)', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.string({ maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    const built = (node: unknown): number =>
      typeof node === 'object' && node !== null
        ? 1 + Math.max(0, ...Object.values(node).map(built))
        : 0;
    fc.assert(
      fc.property(value, fc.boolean(), (v, flow) => {
        const text = flow ? JSON.stringify(v) : stringify(v);
        const doc = parseDocument(text);
        // Block and JSON-style flow text: the syntax tree nests exactly as the document.
        expect(yamlNestingDepth(text)).toBe(built(doc.toJS()));
        // Stopping early (a small limit, so that the parser's stack is checked) agrees.
        expect(yamlNestingDepth(text, 3)).toBe(Math.min(3, built(doc.toJS())));
      }),
      { numRuns: 300 },
    );
  });
});

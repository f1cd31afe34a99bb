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

describe('YAML structure refused before the document is built', () => {
  it('refuses an alias inside the node it names, naming the place', () => {
    expect(outcome('topic.yml', 'topic: AI\nx: &a [*a]\n')).toBe(
      'is not valid YAML: line 2, column 8: alias *a is inside the node it names',
    );
    expect(outcome('s.yml', '- &a {id: a, name: *a}\n')).toMatch(/alias \*a is inside/);
    // The same name anchored again names the later node: no loop.
    expect(outcome('t.yml', 'x: &a [&a 1, *a]\n')).toBe('ok');
  });

  it('refuses more than 100 aliases, however often each is used', () => {
    const pairs = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: &b${i} 1\nc${i}: *b${i}`).join('\n');
    expect(outcome('t.yml', pairs(100))).toBe('ok');
    expect(outcome('t.yml', pairs(101))).toMatch(
      /^is not valid YAML: line \d+, column \d+: more than 100 aliases$/,
    );
  });

  it('counts the depth of aliases expanded', () => {
    let text = `d0: &d0 ${'['.repeat(30)}1${']'.repeat(30)}\n`;
    for (let i = 1; i < 3; i++)
      text += `d${i}: &d${i} ${'['.repeat(20)}*d${i - 1}${']'.repeat(20)}\n`;
    expect(outcome('t.yml', text)).toBe(
      `is not valid YAML: nesting deeper than ${MAX_CONFIG_DEPTH} levels (aliases expanded)`,
    );
  });

  it('refuses a key twice in one map, as the strict JSON reader does, and reads 40,000 distinct keys', () => {
    expect(outcome('t.yml', 'a: 1\nb: 2\na: 3\n')).toBe(
      'is not valid YAML: line 3, column 1: Map keys must be unique',
    );
    expect(outcome('t.yml', 'a: 1\n"a": 2\n')).toMatch(/Map keys must be unique/);
    // 40,000 keys: comparing each with every earlier one took 22 s.
    const many = Array.from({ length: 40_000 }, (_, i) => `k${i.toString(36)}: 1`).join('\n');
    expect(outcome('t.yml', many)).toBe('ok');
  });

  it('refuses a lone surrogate in a string or a key, as the JSON reader does', () => {
    expect(outcome('t.yml', 'name: "ai \\ud800 x"\n')).toBe('/name holds a lone surrogate');
    expect(outcome('t.yml', '"\\udc00": 1\n')).toBe('/\udc00 holds a lone surrogate');
    expect(outcome('t.json', '{"name": "\\ud800"}')).toMatch(/lone surrogate/);
  });
});

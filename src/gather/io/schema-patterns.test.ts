import { checkPayloadSchema } from './payload.js';
import { hasPatterns } from './schema-patterns.js';

const names = { payload: 'p.json', schema: 's.json' };
const check = (payload: unknown, schema: unknown) => checkPayloadSchema(payload, schema, names);

describe('schema patterns run on a linear-time engine', () => {
  test('^(a+)+$ against 40 × "a" + "!" is a quick mismatch, not minutes of backtracking', async () => {
    const schema = { type: 'string', pattern: '^(a+)+$' };
    const started = performance.now();
    await expect(check(`${'a'.repeat(40)}!`, schema)).rejects.toThrow(
      'payload "p.json" does not match schema "s.json": / must match pattern "^(a+)+$"',
    );
    await expect(check('a'.repeat(10_000), schema)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('a pattern is a search, as RegExp#test is; patternProperties too', async () => {
    await expect(check('xx123yy', { pattern: '\\d{3}' })).resolves.toBeUndefined();
    await expect(check('héllo', { pattern: '^\\p{L}+$' })).resolves.toBeUndefined();
    const schema = { type: 'object', patternProperties: { '^n_': { type: 'number' } } };
    await expect(check({ n_a: 1, x: 'y' }, schema)).resolves.toBeUndefined();
    await expect(check({ n_a: 'one' }, schema)).rejects.toThrow('/n_a must be number');
  });

  test('a pattern RE2 cannot run (lookahead, backreference) is refused by name', async () => {
    for (const pattern of ['^(?=a)a$', '^(a)\\1$']) {
      await expect(check('a', { pattern })).rejects.toThrow(
        `schema "s.json" is not a valid JSON Schema: pattern ${JSON.stringify(pattern)} is refused: schema patterns run on a linear-time engine (RE2)`,
      );
    }
  });

  test('the engine loads only for a schema with patterns', () => {
    expect(hasPatterns({ type: 'object', properties: { pattern: { type: 'string' } } })).toBe(
      false,
    );
    expect(hasPatterns({ items: { pattern: 'x' } })).toBe(true);
    expect(hasPatterns({ patternProperties: {} })).toBe(true);
  });
});

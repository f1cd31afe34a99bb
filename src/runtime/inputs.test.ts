import fc from 'fast-check';
import { createInputs, rawInputFromEnv } from './inputs.js';
import { InputError } from './input-error.js';
import { thrownBy } from '../../test-support/errors.js';

const inputsOf = (env: Record<string, string>) => createInputs(rawInputFromEnv(env));

const inputError = (fn: () => unknown) => thrownBy(InputError, fn);

describe('InputError', () => {
  it('names the input', () => {
    const e = new InputError('max-items', 'must be at least 1');
    expect(e.message).toBe("Input 'max-items': must be at least 1");
    expect(e.input).toBe('max-items');
    expect(e.name).toBe('InputError');
    expect(e).toBeInstanceOf(Error);
  });
});

describe('rawInputFromEnv', () => {
  it('uses the @actions/core variable names and trims', () => {
    const read = rawInputFromEnv({ 'INPUT_MAX-ITEMS': ' 5 ', INPUT_SOURCE_CONFIG: 'a.yml' });
    expect(read('max-items')).toBe('5');
    expect(read('source config')).toBe('a.yml');
    expect(read('missing')).toBe('');
  });
});

describe('createInputs over core.getInput', () => {
  it('reads INPUT_* from process.env by default', () => {
    process.env['INPUT_RUNTIME-TEST-PROBE'] = '  42 ';
    try {
      expect(createInputs().int('runtime-test-probe', {})).toBe(42);
    } finally {
      delete process.env['INPUT_RUNTIME-TEST-PROBE'];
    }
  });
});

describe('string / optional', () => {
  it('returns the value, the default, or "" when optional', () => {
    const inputs = inputsOf({ INPUT_A: 'x' });
    expect(inputs.string('a')).toBe('x');
    expect(inputs.string('b', { default: 'd' })).toBe('d');
    expect(inputs.string('b')).toBe('');
    expect(inputs.optional('a')).toBe('x');
    expect(inputs.optional('b')).toBeUndefined();
    expect(inputs.optional('c')).toBeUndefined();
  });

  it('rejects a missing required input by name', () => {
    const e = inputError(() =>
      inputsOf({ INPUT_TOKEN: '   ' }).string('token', { required: true }),
    );
    expect(e.message).toBe("Input 'token': is required");
  });
});

describe('int', () => {
  const inputs = inputsOf({
    INPUT_N: '12',
    INPUT_NEG: '-3',
    INPUT_FLOAT: '1.5',
    INPUT_HEX: '0x10',
    INPUT_WORD: 'ten',
    INPUT_HUGE: '9007199254740993',
  });

  it('parses integers and applies defaults', () => {
    expect(inputs.int('n', {})).toBe(12);
    expect(inputs.int('neg', {})).toBe(-3);
    expect(inputs.int('unset', { default: 7 })).toBe(7);
  });

  it('rejects non-integers, naming the input and quoting the value', () => {
    expect(inputError(() => inputs.int('float', {})).message).toBe(
      'Input \'float\': must be an integer, got "1.5"',
    );
    expect(inputError(() => inputs.int('hex', {})).input).toBe('hex');
    expect(inputError(() => inputs.int('word', {})).input).toBe('word');
    expect(inputError(() => inputs.int('huge', {})).input).toBe('huge');
    expect(inputError(() => inputs.int('unset', {})).message).toBe("Input 'unset': is required");
  });

  it('enforces bounds', () => {
    expect(inputs.int('n', { min: 12, max: 12 })).toBe(12);
    expect(inputError(() => inputs.int('n', { min: 13 })).message).toBe(
      'Input \'n\': must be at least 13, got "12"',
    );
    expect(inputError(() => inputs.int('n', { max: 11 })).message).toBe(
      'Input \'n\': must be at most 11, got "12"',
    );
    expect(inputError(() => inputs.int('neg', { min: 0, max: 5 })).message).toBe(
      'Input \'neg\': must be between 0 and 5, got "-3"',
    );
  });

  it('property: any safe integer round-trips; bounds hold', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer(), (value, min) => {
        const read = inputsOf({ INPUT_V: String(value) });
        expect(read.int('v', {})).toBe(value);
        if (value >= min) expect(read.int('v', { min })).toBe(value);
        else expect(inputError(() => read.int('v', { min })).input).toBe('v');
      }),
    );
  });
});

describe('number', () => {
  it.each(['NaN', 'Infinity', '1e400', '1 2'])('rejects %j', (raw) => {
    expect(inputError(() => inputsOf({ INPUT_V: raw }).number('v', {})).message).toMatch(
      /^Input 'v': must be a number, got "/,
    );
  });

  it('parses decimals, applies defaults and bounds', () => {
    const inputs = inputsOf({ INPUT_A: '0.4', INPUT_B: '-1e3', INPUT_C: '.5' });
    expect(inputs.number('a', { min: 0, max: 1 })).toBe(0.4);
    expect(inputs.number('b', {})).toBe(-1000);
    expect(inputs.number('c', {})).toBe(0.5);
    expect(inputs.number('unset', { default: 0.25 })).toBe(0.25);
    expect(inputError(() => inputs.number('a', { max: 0.3 })).message).toBe(
      'Input \'a\': must be at most 0.3, got "0.4"',
    );
  });
});

describe('bool', () => {
  it('accepts the YAML 1.2 core spellings only', () => {
    const env: Record<string, string> = {};
    const spellings = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE'];
    spellings.forEach((s, i) => (env[`INPUT_B${i}`] = s));
    const inputs = inputsOf({ ...env, INPUT_YES: 'yes', INPUT_ONE: '1', INPUT_TRUE_ISH: 'tRue' });
    expect(spellings.map((_, i) => inputs.bool(`b${i}`, false))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(inputs.bool('unset', true)).toBe(true);
    expect(inputs.bool('unset', false)).toBe(false);
    expect(inputError(() => inputs.bool('yes', false)).message).toBe(
      'Input \'yes\': must be true or false, got "yes"',
    );
    expect(inputError(() => inputs.bool('one', false)).input).toBe('one');
    expect(inputError(() => inputs.bool('true_ish', false)).input).toBe('true_ish');
  });
});

describe('list', () => {
  it('splits on commas and newlines, trims and drops empties', () => {
    const inputs = inputsOf({ INPUT_L: ' a, b ,\n c\r\n,, d\n' });
    expect(inputs.list('l')).toEqual(['a', 'b', 'c', 'd']);
    expect(inputs.list('unset')).toEqual([]);
    expect(inputs.list('unset', { default: ['x'] })).toEqual(['x']);
  });

  it('does not hand out the default array itself', () => {
    const def = ['x'];
    inputsOf({}).list('unset', { default: def }).push('y');
    expect(def).toEqual(['x']);
  });
});

describe('oneOf', () => {
  const modes = ['perfect', 'latent'] as const;
  it('accepts allowed values exactly', () => {
    const inputs = inputsOf({ INPUT_MODE: 'latent', INPUT_BAD: 'Latent' });
    expect(inputs.oneOf('mode', modes)).toBe('latent');
    expect(inputs.oneOf('unset', modes, 'perfect')).toBe('perfect');
    expect(inputError(() => inputs.oneOf('bad', modes)).message).toBe(
      'Input \'bad\': must be one of perfect, latent, got "Latent"',
    );
    expect(inputError(() => inputs.oneOf('unset', modes)).message).toBe(
      "Input 'unset': is required",
    );
  });
});

describe('json', () => {
  it('parses strictly', () => {
    const inputs = inputsOf({
      INPUT_OK: '{"a":[1,2]}',
      INPUT_DUP: '{"a":1,"a":2}',
      INPUT_BAD: '{a:1}',
    });
    expect(inputs.json('ok')).toEqual({ a: [1, 2] });
    expect(inputs.json('unset')).toBeUndefined();
    expect(inputError(() => inputs.json('dup')).message).toMatch(
      /^Input 'dup': is not valid JSON: /,
    );
    expect(inputError(() => inputs.json('bad')).input).toBe('bad');
  });
});

describe('error messages', () => {
  it('quote a hostile value on one line', () => {
    const e = inputError(() => inputsOf({ INPUT_N: 'x\n::add-mask::y' }).int('n', {}));
    expect(e.message).toBe('Input \'n\': must be an integer, got "x\\n::add-mask::y"');
  });
});

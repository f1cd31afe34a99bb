import fc from 'fast-check';
import { redact, redactJson, secretsOf } from './secrets.js';

describe('secretsOf', () => {
  test('the tokens of the runtime, of inputs and GitHub tokens; not other variables', () => {
    const env = {
      ACTIONS_RUNTIME_TOKEN: 'rt-0123456789',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-abcdef',
      ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/',
      'INPUT_GITHUB-TOKEN': 'ghs_input',
      INPUT_PAYLOAD: 'out/p.json',
      GITHUB_TOKEN: 'ghs_env',
      GH_TOKEN: 'ghs_gh',
      PATH: '/usr/bin',
      ACTIONS_STEP_DEBUG: 'true',
      INPUT_SHORT_TOKEN: 'abc',
    };
    expect(secretsOf(env).sort()).toEqual(
      ['rt-0123456789', 'oidc-abcdef', 'ghs_input', 'ghs_env', 'ghs_gh'].sort(),
    );
  });

  test('one rule for every step: any variable named like a credential, and the key inside a DSN or header list', () => {
    const secrets = secretsOf({
      'INPUT_CLICKHOUSE-PASSWORD': 'pass-word',
      SENTRY_DSN: 'https://0123456789abcdef@sentry.example/42',
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20tok3n-value',
      DB_API_KEY: 'k-1234',
      GITHUB_REPOSITORY: 'news/squad',
      KEYBOARD: 'de-latin1',
      GITHUB_SHA: '0123456789abcdef0123',
    });
    expect(secrets).toEqual(
      expect.arrayContaining(['pass-word', '0123456789abcdef', 'Bearer tok3n-value', 'k-1234']),
    );
    expect(secrets).not.toContain('news/squad');
    expect(secrets).not.toContain('de-latin1');
    expect(secrets).not.toContain('0123456789abcdef0123');
  });

  test('longest first, so a secret holding another is replaced whole', () => {
    const secrets = secretsOf({ GITHUB_TOKEN: 'abcd', GH_TOKEN: 'abcdefgh' });
    expect(secrets).toEqual(['abcdefgh', 'abcd']);
    expect(redact('xabcdefghx', secrets)).toBe('x***x');
  });
});

describe('redactJson', () => {
  test('strings and keys at any depth; a prototype-named key stays a key', () => {
    const value = JSON.parse('{"a":["s3cret!",{"__proto__":"s3cret!"}],"s3cret!":1}') as unknown;
    const out = redactJson(value, ['s3cret!']);
    expect(JSON.stringify(out)).toBe('{"a":["***",{"__proto__":"***"}],"***":1}');
  });

  test('a value without a secret comes back as the same object; no secret is ever left', () => {
    fc.assert(
      // Tokens are of these characters (and `*` cannot form one again).
      fc.property(fc.jsonValue(), fc.stringMatching(/^[A-Za-z0-9_]{4,8}$/u), (value, secret) => {
        const out = redactJson(value, [secret]);
        if (!JSON.stringify(value).includes(secret)) expect(out).toBe(value);
        expect(JSON.stringify(out)).not.toContain(secret);
      }),
    );
  });
});

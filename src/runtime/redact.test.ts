import fc from 'fast-check';
import { secretsOf } from '../base/secrets.js';
import { MASK, scrubSecrets } from './redact.js';

describe('redact', () => {
  it('property: a secret of the environment never survives, wherever it sits in the text', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9_.~-]{6,40}$/);
    const name = fc.constantFrom(
      'GITHUB_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'API_KEY',
      'DB_PASSWORD',
      'SENTRY_DSN',
    );
    fc.assert(
      fc.property(secret, name, fc.string(), fc.string(), (value, variable, before, after) => {
        const out = scrubSecrets(`${before}${value}${after}`, secretsOf({ [variable]: value }));
        expect(out).not.toContain(value);
      }),
    );
  });

  it('finds the credential inside header lists and DSNs', () => {
    const secrets = secretsOf({
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20tok3n-value',
      SENTRY_DSN: 'https://k3yk3yk3y@sentry.example/1',
    });
    expect(scrubSecrets('sent Bearer tok3n-value', secrets)).not.toContain('tok3n-value');
    expect(scrubSecrets('key k3yk3yk3y', secrets)).toBe(`key ${MASK}`);
  });

  it('leaves variables that name no credential, and short values, alone', () => {
    const secrets = secretsOf({ GITHUB_REPOSITORY: 'news/squad', GITHUB_TOKEN: 'abc' });
    expect(scrubSecrets('news/squad abc', secrets)).toBe('news/squad abc');
  });

  it.each([
    ['token ghp_abcdefghijklmnopqrstuvwxyz0123', `token ${MASK}`],
    ['Authorization: Bearer abcdefgh12345', `Authorization: Bearer ${MASK}`],
    ['GET https://user:pass@host.example/x', `GET https://${MASK}@host.example/x`],
    [
      'GET https://h.example/x?a=1&access_token=zzz#f',
      `GET https://h.example/x?a=1&access_token=${MASK}#f`,
    ],
  ])('token-shaped strings: %s', (text, expected) => {
    expect(scrubSecrets(text, [])).toBe(expected);
  });
});

import fc from 'fast-check';
import {
  digestInSlot,
  embeddedSuiteDigest,
  SUITE_DIGEST_MARKER,
  SUITE_DIGEST_PLACEHOLDER,
  unstamped,
} from './suite-digest.js';

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('suite digest slot', () => {
  test('the sources carry the placeholder: no digest', () => {
    expect(SUITE_DIGEST_PLACEHOLDER).toBe(`${SUITE_DIGEST_MARKER}${'x'.repeat(64)}`);
    expect(embeddedSuiteDigest()).toBeNull();
    expect(digestInSlot(SUITE_DIGEST_PLACEHOLDER)).toBeNull();
  });

  test('a stamped slot gives its digest; anything else gives none', () => {
    fc.assert(
      fc.property(hex64, (digest) => {
        expect(digestInSlot(`${SUITE_DIGEST_MARKER}${digest}`)).toBe(digest);
        expect(digestInSlot(`${SUITE_DIGEST_MARKER}${digest.toUpperCase()}`)).toBe(
          /[a-f]/.test(digest) ? null : digest,
        );
        expect(digestInSlot(`${SUITE_DIGEST_MARKER}${digest}0`)).toBeNull();
      }),
    );
  });

  test('unstamped resets every slot and leaves every other byte', () => {
    fc.assert(
      fc.property(fc.string(), hex64, fc.string(), (before, digest, after) => {
        fc.pre(!`${before}${after}`.includes(SUITE_DIGEST_MARKER));
        const text = `${before}${SUITE_DIGEST_MARKER}${digest}${after}`;
        expect(unstamped(text)).toBe(`${before}${SUITE_DIGEST_PLACEHOLDER}${after}`);
        expect(unstamped(unstamped(text))).toBe(unstamped(text));
        expect(unstamped(`${before}${after}`)).toBe(`${before}${after}`);
      }),
    );
  });
});

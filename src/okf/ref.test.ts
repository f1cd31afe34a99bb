import {
  claimedVersions,
  claimKey,
  datasetKey,
  formatRef,
  parseClaimKey,
  parseDatasetKey,
  parseRef,
  resolveKey,
} from './ref.js';

describe('OKF refs', () => {
  test('okf:<name>#v<k> round-trips', () => {
    expect(parseRef('okf:claims#v3')).toEqual({ name: 'claims', version: 3 });
    expect(formatRef({ name: 'news-okf_2', version: 12 })).toBe('okf:news-okf_2#v12');
  });

  test.each([
    'claims#v3',
    'okf:claims',
    'okf:claims#3',
    'okf:claims#v0',
    'okf:Claims#v1',
    'okf:../x#v1',
    'okf:a#v01',
    'okf:#v1',
    `okf:${'a'.repeat(65)}#v1`,
  ])('malformed ref %s is refused with the expected form', (text) => {
    expect(() => parseRef(text)).toThrow(
      expect.objectContaining({
        code: 'bad_ref',
        message: expect.stringContaining('okf:<name>#v<k>'),
      }),
    );
  });

  test('a key carries name, version and hash; foreign names are not keys', () => {
    const key = { name: 'news', version: 2, hash: '0123456789abcdef' };
    expect(datasetKey(key)).toBe('okf-news-v2-0123456789abcdef');
    expect(parseDatasetKey(datasetKey(key))).toEqual(key);
    expect(parseDatasetKey('rss-hn-a1')).toBeUndefined();
    expect(parseDatasetKey('okf-news-v2-0123')).toBeUndefined();
  });

  test('a version resolves only when claimed, and never to one of two datasets', () => {
    const keys = [
      'okf-news-v1-claim',
      'okf-news-v1-ffffffffffffffff',
      'okf-news-v2-aaaaaaaaaaaaaaaa',
      'okf-news-v3-claim',
      'okf-other-v1-0000000000000000',
    ];
    expect(claimKey({ name: 'news', version: 1 })).toBe('okf-news-v1-claim');
    expect(parseClaimKey('okf-news-v1-claim')).toEqual({ name: 'news', version: 1 });
    expect(parseClaimKey('okf-news-v1-ffffffffffffffff')).toBeUndefined();
    expect(resolveKey({ name: 'news', version: 1 }, keys)?.hash).toBe('ffffffffffffffff');
    expect(resolveKey({ name: 'news', version: 2 }, keys)).toBeUndefined();
    expect(resolveKey({ name: 'news', version: 3 }, keys)).toBeUndefined();
    expect(claimedVersions('news', keys)).toEqual([1, 3]);
    const raced = [...keys, 'okf-news-v1-0000000000000001'];
    expect(() => resolveKey({ name: 'news', version: 1 }, raced)).toThrow(
      expect.objectContaining({ code: 'corrupt' }),
    );
  });

  test('a claim key cannot be read as a dataset key, nor as a claim of another name', () => {
    expect(parseDatasetKey('okf-news-v1-claim')).toBeUndefined();
    expect(parseClaimKey('okf-x-v1-claim-v2-claim')).toEqual({ name: 'x-v1-claim', version: 2 });
    expect(parseClaimKey(claimKey({ name: 'news-v1', version: 12 }))).toEqual({
      name: 'news-v1',
      version: 12,
    });
  });

  test('a legacy claim (okf-<name>-v<k>, written before claims said so) still counts', () => {
    const keys = ['okf-news-v1', 'okf-news-v1-ffffffffffffffff', 'okf-news-v2-claim'];
    expect(parseClaimKey('okf-news-v1')).toEqual({ name: 'news', version: 1 });
    expect(resolveKey({ name: 'news', version: 1 }, keys)?.hash).toBe('ffffffffffffffff');
    expect(claimedVersions('news', [...keys, 'okf-news-v2'])).toEqual([1, 2]);
  });
});

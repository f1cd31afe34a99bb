import fc from 'fast-check';
import { plainUrlOrder, urlOrder } from './url-order.js';

// Urls from a small alphabet collide and share prefixes; full unicode strings (lone
// surrogates included) reach the code-unit comparison.
const pieces = (units: string[]) =>
  fc.array(fc.constantFrom(...units), { maxLength: 3 }).map((parts) => parts.join(''));
const url = fc.oneof(
  fc
    .tuple(
      pieces(['a', 'A', '-']),
      fc.constantFrom('', '/'),
      pieces(['a', '\u00e9', '\ud83d', '\ude00', '?', '#']),
    )
    .map(([host, slash, rest]) => `https://${host}${slash}${rest}`),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

test('urlOrder gives the plain stable order for any urls, duplicates included', () => {
  fc.assert(
    fc.property(fc.array(url, { maxLength: 40 }), (urls) => {
      expect(urlOrder(urls)).toEqual(plainUrlOrder(urls));
    }),
    { numRuns: 2000 },
  );
});

test('urls out of order are sorted by code units, not by locale', () => {
  // 'Z' (0x5a) < 'a' (0x61) < 'é' (0xe9) < '😀' (0xd83d ...): code-unit order.
  const urls = ['https://e/é', 'https://e/a', 'https://e/😀', 'https://e/Z'];
  expect(urlOrder(urls)).toEqual([3, 1, 0, 2]);
});

test('equal urls keep the order the leg wrote them in', () => {
  expect(urlOrder(['b', 'a', 'b', 'a'])).toEqual([1, 3, 0, 2]);
});

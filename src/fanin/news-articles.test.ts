import fc from 'fast-check';
import { addLinks } from './news-articles.js';

describe('addLinks: the distinct links of a github_links array, read from its JSON', () => {
  test('as many as the parsed array holds distinct strings, whatever the strings hold', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('","', 'a","b')),
        ),
        fc.array(fc.string()),
        (links, earlier) => {
          const into = new Set<string>();
          addLinks(JSON.stringify(earlier), into);
          addLinks(JSON.stringify(links), into);
          expect(into.size).toBe(new Set([...earlier, ...links]).size);
        },
      ),
    );
  });

  test('links split at their separators; escaped text is parsed', () => {
    const into = new Set<string>();
    addLinks('["https://github.com/a/b","https://github.com/c/d",""]', into);
    expect(into.size).toBe(3);
    addLinks('["https://github.com/c/d","https://github.com/a/b"]', into);
    expect(into.size).toBe(3);
    // One string holding `","` (escaped quotes), then its two halves.
    addLinks('["a\\",\\"b","a","b"]', into);
    expect(into.size).toBe(6);
  });
});

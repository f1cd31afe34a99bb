import fc from 'fast-check';
import { addLinks } from './news-articles.js';

describe('addLinks: the distinct links of a github_links array, read from its JSON', () => {
  test('the same set as the parsed array, whatever the strings hold', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('","', 'a","b')),
        ),
        (links) => {
          const into = new Set<string>();
          addLinks(JSON.stringify(links), into);
          expect([...into].sort()).toEqual([...new Set(links)].sort());
        },
      ),
    );
  });

  test('links split without a parse; a link already held is not added again', () => {
    const into = new Set(['https://github.com/a/b']);
    addLinks('["https://github.com/a/b","https://github.com/c/d",""]', into);
    expect([...into]).toEqual(['https://github.com/a/b', 'https://github.com/c/d', '']);
    addLinks('["say \\"hi\\"","x\\\\y","a\\",\\"b"]', into);
    expect([...into].slice(3)).toEqual(['say "hi"', 'x\\y', 'a","b']);
  });
});

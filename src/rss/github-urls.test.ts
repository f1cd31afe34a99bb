import fc from 'fast-check';
import { githubRepoUrls, repoMatches, REPO_URL } from './github-urls.js';

describe('githubRepoUrls', () => {
  it('normalises repository links and drops GitHub pages', () => {
    const html =
      'See <a href="https://github.com/OpenAI/agents-SDK/tree/main/docs">x</a>, http://www.github.com/nodejs/node.git, ' +
      '//github.com/foo/bar?tab=readme, github.com/baz/qux. Also https://github.com/features/copilot, ' +
      'https://github.com/orgs/acme/people, https://github.com/topics/ai, https://github.com/marketplace/actions/x, ' +
      'https://github.com/sponsors/someone and https://github.com/torvalds (a user, no repo).';
    expect(githubRepoUrls([html])).toEqual([
      'https://github.com/openai/agents-sdk',
      'https://github.com/nodejs/node',
      'https://github.com/foo/bar',
      'https://github.com/baz/qux',
    ]);
  });

  it('ignores other hosts that end in github.com', () => {
    expect(
      githubRepoUrls([
        'https://gist.github.com/a/b https://api.github.com/repos/a/b https://notgithub.com/a/b me@github.com/a/b',
      ]),
    ).toEqual([]);
  });

  it('deduplicates across texts and case, keeping first-mention order', () => {
    expect(
      githubRepoUrls(['https://github.com/B/b', 'https://github.com/a/a https://github.com/b/B']),
    ).toEqual(['https://github.com/b/b', 'https://github.com/a/a']);
  });

  it('always yields URLs the schema accepts, without duplicates (property)', () => {
    const pattern = /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom('github.com/', 'https://github.com/a/', '.git', '..', '/', 'x'),
          ),
        ),
        (parts) => {
          const urls = githubRepoUrls([parts.join('')]);
          for (const u of urls) expect(u).toMatch(pattern);
          expect(new Set(urls).size).toBe(urls.length);
        },
      ),
    );
  });

  it('finds every match trying the pattern at every position would find (property)', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(
        'github.com/',
        'GitHub.COM/',
        'https://www.github.com/',
        'HTTP://WWW.GITHUB.COM/',
        'https://',
        'http://www.',
        '//',
        'www.',
        'gist.',
        '@',
        '-',
        'a/',
        'Owner/repo.git',
        ' ',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        const all = [...text.matchAll(new RegExp(REPO_URL))].map((m) => [m.index, m[0]]);
        expect([...repoMatches(text)].map((m) => [m.index, m[0]])).toEqual(all);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('githubRepoUrls over the parts of a text joined by newlines', () => {
  // extract.ts scans an entry's HTML parts one by one instead of their newline-joined text.
  const piece = fc.string({
    unit: fc.constantFrom(
      'github.com/',
      'https://',
      '//',
      'www.',
      'GitHub.COM/',
      'a',
      'B',
      '-',
      '.',
      '/',
      '@',
      ' ',
      '\n',
      '<a href="',
      '"',
    ),
    maxLength: 12,
  });

  it('finds the same repositories, in the same order', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 4 }), (parts) => {
        expect(githubRepoUrls(parts)).toEqual(githubRepoUrls([parts.join('\n')]));
      }),
      { numRuns: 5000 },
    );
  });
});

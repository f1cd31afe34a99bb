import fc from 'fast-check';
import { checksumOfBytes } from '../canonical/index.js';
import { fillTemplate, QueryError } from '../github/queries.js';
import { ConfigError } from './errors.js';
import { tempDir, type TempDir } from '../../test-support/config.js';
import { checkQueryTemplates, loadTopicConfig, parseTopicConfig } from './topic-config.js';

const TOPIC = `topic: AI & Machine Learning
keywords:
  - machine learning
  - llm
github:
  queries:
    primary:
      - "topic:machine-learning stars:>50 pushed:>{last_week}"
    secondary:
      - "topic:llm stars:>100 pushed:>{last_week}"
  min_repos_per_week: 5
`;

let tmp: TempDir;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.remove();
});

async function problem(content: string, name = 'topic.yml'): Promise<string> {
  const path = await tmp.write(name, content);
  const error = await loadTopicConfig(path).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).message.startsWith(JSON.stringify(path))).toBe(true);
  return (error as ConfigError).problem;
}

describe('loadTopicConfig', () => {
  test('YAML, validated, default relevance threshold, checksum over the raw bytes', async () => {
    const loaded = await loadTopicConfig(await tmp.write('squadscope.topic.yml', TOPIC));
    expect(loaded.topic).toEqual({
      topic: 'AI & Machine Learning',
      keywords: ['machine learning', 'llm'],
      relevance_threshold: 0.4,
      article_rules: 'squadscope',
      github: {
        queries: {
          primary: ['topic:machine-learning stars:>50 pushed:>{last_week}'],
          secondary: ['topic:llm stars:>100 pushed:>{last_week}'],
        },
        min_repos_per_week: 5,
      },
    });
    expect(loaded.checksum).toBe(checksumOfBytes(Buffer.from(TOPIC)));
  });

  test('only keywords are required; a given threshold is kept', () => {
    const loaded = parseTopicConfig(
      't.yml',
      Buffer.from('keywords: [ai]\nrelevance_threshold: 0\n'),
    );
    expect(loaded.topic).toEqual({
      keywords: ['ai'],
      relevance_threshold: 0,
      article_rules: 'squadscope',
    });
  });

  test("article_rules: SquadScope's crawler's by default, strict on request, nothing else", () => {
    const strict = parseTopicConfig(
      't.yml',
      Buffer.from('keywords: [ai]\narticle_rules: strict\n'),
    );
    expect(strict.topic.article_rules).toBe('strict');
    expect(() =>
      parseTopicConfig('t.yml', Buffer.from('keywords: [ai]\narticle_rules: words\n')),
    ).toThrow(/article_rules/);
  });

  test('extra keys of the legacy topic file are allowed (it carries scoring and quality)', () => {
    const loaded = parseTopicConfig(
      't.yml',
      Buffer.from('keywords: [ai]\nscoring:\n  min_stars: 20\n'),
    );
    expect(loaded.topic.scoring).toEqual({ min_stars: 20 });
  });

  test('a file named .json is read with the strict JSON parser', async () => {
    expect(await problem('{"keywords": ["a"], "keywords": ["b"]}', 'topic.json')).toMatch(
      /^is not valid JSON: .*duplicate/i,
    );
    const ok = await loadTopicConfig(await tmp.write('ok.json', '{"keywords": ["a"]}'));
    expect(ok.topic.keywords).toEqual(['a']);
  });

  test('a YAML flow mapping in a .yml file is YAML', () => {
    expect(parseTopicConfig('t.yml', Buffer.from('{keywords: [ai]}')).topic.keywords).toEqual([
      'ai',
    ]);
  });

  describe('refuses', () => {
    test('a missing file', async () => {
      const error = await loadTopicConfig(`${tmp.dir}/none.yml`).catch((e) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.problem).toBe('file not found');
    });
    test('no keywords', async () => {
      expect(await problem('topic: x\n')).toBe(
        "is not a valid topic config: / must have required property 'keywords'",
      );
    });
    test('an empty keyword list', async () => {
      expect(await problem('keywords: []\n')).toMatch(
        /\/keywords must NOT have fewer than 1 items/,
      );
    });
    test('an empty keyword', async () => {
      expect(await problem('keywords: [""]\n')).toMatch(
        /\/keywords\/0 must NOT have fewer than 1 characters/,
      );
    });
    test('a threshold outside 0..1', async () => {
      expect(await problem('keywords: [a]\nrelevance_threshold: 40\n')).toMatch(
        /\/relevance_threshold must be <= 1/,
      );
    });
    test('queries that are not lists of strings, or unknown query groups', async () => {
      expect(await problem('keywords: [a]\ngithub:\n  queries:\n    primary: "topic:x"\n')).toMatch(
        /\/github\/queries\/primary must be array/,
      );
      expect(await problem('keywords: [a]\ngithub:\n  queries:\n    tertiary: []\n')).toMatch(
        /\/github\/queries\/tertiary must NOT have additional properties/,
      );
    });
    test('a list instead of a mapping', async () => {
      expect(await problem('- keywords\n')).toBe('is not a valid topic config: / must be object');
    });
    test('duplicate keys', async () => {
      expect(await problem('keywords: [a]\nkeywords: [b]\n')).toMatch(/^is not valid YAML: line 2/);
    });
    test('YAML timestamps stay strings; tagged ones are refused', async () => {
      expect(await problem('keywords: [a]\nsince: !!timestamp 2026-01-01\n')).toMatch(
        /Unresolved tag/,
      );
      const loaded = parseTopicConfig('t.yml', Buffer.from('keywords: [a]\nsince: 2026-01-01\n'));
      expect(loaded.topic.since).toBe('2026-01-01');
    });
    test('alias bombs', async () => {
      const bomb = [
        'a: &a [x, x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
        'keywords: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
      ].join('\n');
      expect(await problem(bomb)).toMatch(/^is not valid YAML: .*alias/i);
    });
    test('nesting deeper than the limit', async () => {
      expect(await problem(`keywords: [a]\nx: ${'['.repeat(40)}${']'.repeat(40)}\n`)).toMatch(
        /nesting deeper than 32 levels/,
      );
    });
  });
});

describe('checkQueryTemplates', () => {
  const window = { since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00Z' };
  const piece = fc.oneof(
    fc.constantFrom(
      '{last_week}',
      '{today}',
      '{week}',
      '{}',
      '{ today}',
      'topic:ai ',
      '..',
      '{',
      '   ',
      'x'.repeat(120),
    ),
    fc.string({ maxLength: 6 }),
  );
  const template = fc.array(piece, { minLength: 1, maxLength: 5 }).map((p) => p.join(''));

  it('refuses a topic config exactly when a template cannot be filled or sent (property)', () => {
    fc.assert(
      fc.property(
        fc.array(template, { maxLength: 3 }),
        fc.array(template, { maxLength: 3 }),
        (primary, secondary) => {
          const fillable = (t: string) => {
            try {
              fillTemplate(t, window);
              return true;
            } catch (error) {
              if (!(error instanceof QueryError)) throw error;
              return false;
            }
          };
          const topic = { keywords: ['ai'], github: { queries: { primary, secondary } } };
          const check = () => checkQueryTemplates('topic.yml', topic);
          if ([...primary, ...secondary].every(fillable)) expect(check).not.toThrow();
          else expect(check).toThrow(ConfigError);
        },
      ),
    );
  });

  it('names the query, where it is, and the placeholder', () => {
    const topic = {
      keywords: ['ai'],
      github: { queries: { primary: ['topic:ai', 'topic:ml pushed:>{yesterday}'] } },
    };
    expect(() => checkQueryTemplates('topic.yml', topic)).toThrow(
      '"topic.yml": github.queries.primary[1]: query template "topic:ml pushed:>{yesterday}" has an unknown placeholder "{yesterday}" (known: {last_week}, {today})',
    );
  });
});

import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checksumOfBytes } from '../canonical/index.js';
import { ConfigError } from './errors.js';
import { MAX_CONFIG_BYTES } from './limits.js';
import { loadSourceConfig, parseSourceConfig } from './source-config.js';
import { tempDir, type TempDir } from '../../test-support/config.js';

const JSON_CONFIG = `[
  {"id": "techcrunch", "feed_url": "https://techcrunch.com/feed/", "name": "TechCrunch"},
  {"id": "nvidia_blog", "feed_url": "https://blogs.nvidia.com/feed/", "active": false},
  {"id": "github_blog", "feed_url": "http://github.blog/feed/", "interval_hours": 24, "required": true, "requests_per_minute": 10}
]
`;

const YAML_CONFIG = `# the same sources in YAML
- id: techcrunch
  feed_url: https://techcrunch.com/feed/
  name: TechCrunch
- id: nvidia_blog
  feed_url: https://blogs.nvidia.com/feed/
  active: false
- id: github_blog
  feed_url: http://github.blog/feed/
  interval_hours: 24
  required: true
  requests_per_minute: 10
`;

const EXPECTED = [
  {
    id: 'techcrunch',
    feed_url: 'https://techcrunch.com/feed/',
    name: 'TechCrunch',
    active: true,
    interval_hours: 168,
    required: false,
  },
  {
    id: 'nvidia_blog',
    feed_url: 'https://blogs.nvidia.com/feed/',
    active: false,
    interval_hours: 168,
    required: false,
  },
  {
    id: 'github_blog',
    feed_url: 'http://github.blog/feed/',
    active: true,
    interval_hours: 24,
    required: true,
    requests_per_minute: 10,
  },
];

let tmp: TempDir;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.remove();
});

/** The ConfigError a load throws (fails the test when it does not throw one). */
async function loadError(name: string, content: string | Uint8Array): Promise<ConfigError> {
  const path = await tmp.write(name, content);
  const error = await loadSourceConfig(path).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  const configError = error as ConfigError;
  expect(configError.file).toBe(path);
  expect(configError.message.startsWith(JSON.stringify(path) + ': ')).toBe(true);
  expect(configError.message).not.toMatch(/[\r\n]/);
  return configError;
}

describe('loadSourceConfig', () => {
  test('JSON: validated, defaults applied, checksum over the raw bytes', async () => {
    const path = await tmp.write('sources.json', JSON_CONFIG);
    const loaded = await loadSourceConfig(path);
    expect(loaded.sources).toEqual(EXPECTED);
    expect(loaded.checksum).toBe(checksumOfBytes(Buffer.from(JSON_CONFIG)));
    expect(loaded.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  test('YAML (.yml and .yaml) gives the same sources, its own checksum', async () => {
    for (const name of ['sources.yml', 'sources.YAML']) {
      const loaded = await loadSourceConfig(await tmp.write(name, YAML_CONFIG));
      expect(loaded.sources).toEqual(EXPECTED);
      expect(loaded.checksum).toBe(checksumOfBytes(Buffer.from(YAML_CONFIG)));
    }
  });

  test('without a known extension the content decides', async () => {
    expect((await loadSourceConfig(await tmp.write('a', JSON_CONFIG))).sources).toEqual(EXPECTED);
    expect((await loadSourceConfig(await tmp.write('b', YAML_CONFIG))).sources).toEqual(EXPECTED);
    // Sniffed as JSON, so JSON's rules apply: a duplicate key is refused by the strict parser.
    const error = await loadError('c', '[{"id":"a","id":"b","feed_url":"https://x.test/"}]');
    expect(error.problem).toMatch(/not valid JSON: .*duplicate/i);
  });

  test('a relative path is resolved against baseDir and named as written', async () => {
    await tmp.write('sources.json', JSON_CONFIG);
    const loaded = await loadSourceConfig('sources.json', { baseDir: tmp.dir });
    expect(loaded.sources).toHaveLength(3);
    const error = await loadSourceConfig('nope.json', { baseDir: tmp.dir }).catch((e) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe('"nope.json": file not found');
  });

  test('a UTF-8 byte order mark is accepted; the checksum still covers it', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON_CONFIG)]);
    const loaded = await loadSourceConfig(await tmp.write('bom.json', bytes));
    expect(loaded.sources).toEqual(EXPECTED);
    expect(loaded.checksum).toBe(checksumOfBytes(bytes));
  });

  test('parseSourceConfig is the same without the file system', () => {
    expect(parseSourceConfig('x.yml', Buffer.from(YAML_CONFIG)).sources).toEqual(EXPECTED);
  });

  describe('refuses, naming the file and the problem', () => {
    test('a missing file', async () => {
      const path = join(tmp.dir, 'missing.json');
      const error = await loadSourceConfig(path).catch((e) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toBe(`${JSON.stringify(path)}: file not found`);
    });

    test('an empty path', async () => {
      await expect(loadSourceConfig('')).rejects.toThrow('path is empty');
    });

    test('a directory', async () => {
      const path = join(tmp.dir, 'dir.json');
      await mkdir(path);
      const error = await loadSourceConfig(path).catch((e) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.problem).toMatch(/directory/);
    });

    test('a FIFO (not read, so it cannot hang)', async () => {
      const path = join(tmp.dir, 'fifo.json');
      execFileSync('mkfifo', [path]);
      const error = await loadSourceConfig(path).catch((e) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.problem).toBe('is not a regular file');
    });

    test('a file over 1 MiB', async () => {
      const big = `[{"id":"a","feed_url":"https://a.test/","name":"${'x'.repeat(MAX_CONFIG_BYTES)}"}]`;
      expect((await loadError('big.json', big)).problem).toMatch(/over the limit of 1048576/);
    });

    test('a file of exactly 1 MiB is accepted', async () => {
      const head = '[{"id":"a","feed_url":"https://a.test/","name":"';
      const tail = '"}]';
      const exact = head + 'x'.repeat(MAX_CONFIG_BYTES - head.length - tail.length) + tail;
      const loaded = await loadSourceConfig(await tmp.write('exact.json', exact));
      expect(loaded.sources[0]?.id).toBe('a');
    });

    test('bytes that are not UTF-8', async () => {
      const error = await loadError('bad.json', Buffer.from([0x5b, 0xff, 0x5d]));
      expect(error.problem).toBe('is not valid UTF-8');
    });

    test('an empty file', async () => {
      expect((await loadError('empty.yml', ' \n')).problem).toBe('is empty');
    });

    test('malformed JSON', async () => {
      expect((await loadError('bad.json', '[{"id": "a",}]')).problem).toMatch(/^is not valid JSON/);
    });

    test('malformed YAML, with its line and column', async () => {
      const error = await loadError('bad.yml', '- id: a\n  feed_url: [https://a.test/\n');
      expect(error.problem).toMatch(/^is not valid YAML: line \d+, column \d+: /);
    });

    test('duplicate keys in YAML', async () => {
      const error = await loadError('dup.yml', '- id: a\n  feed_url: https://a.test/\n  id: b\n');
      expect(error.problem).toMatch(/^is not valid YAML: line 3, column 3: .*unique/);
    });

    test.each([
      ['a custom tag', '- id: !custom a\n  feed_url: https://a.test/\n'],
      ['a YAML 1.1 tag', '- id: a\n  feed_url: !!binary aHR0cHM6Ly9hLnRlc3Qv\n'],
      ['several documents', '- id: a\n  feed_url: https://a.test/\n---\n- id: b\n'],
      ['a collection as a key', '- ? [id]\n  : a\n'],
    ])('YAML with %s', async (_what, content) => {
      expect((await loadError('x.yml', content)).problem).toMatch(/^is not valid YAML: /);
    });

    test('YAML .inf where a number is expected', async () => {
      const error = await loadError(
        'inf.yml',
        '- id: a\n  feed_url: https://a.test/\n  interval_hours: .inf\n',
      );
      expect(error.problem).toBe(
        '/0/interval_hours is not a finite number (.inf and .nan are not accepted)',
      );
    });

    test('not a list', async () => {
      const error = await loadError('obj.json', '{"id": "a", "feed_url": "https://a.test/"}');
      expect(error.problem).toBe('is not a valid source config: / must be array');
    });

    test('an empty list', async () => {
      expect((await loadError('none.json', '[]')).problem).toMatch(
        /must NOT have fewer than 1 items/,
      );
    });

    test('a missing id, a bad id, an unknown field', async () => {
      expect((await loadError('a.json', '[{"feed_url": "https://a.test/"}]')).problem).toBe(
        "is not a valid source config: /0 must have required property 'id'",
      );
      expect((await loadError('f.json', '[{"id": "a"}]')).problem).toBe(
        "is not a valid source config: /0 must have required property 'feed_url'",
      );
      expect(
        (await loadError('b.json', '[{"id": "A b", "feed_url": "https://a.test/"}]')).problem,
      ).toMatch(/^is not a valid source config: \/0\/id must match pattern/);
      expect(
        (await loadError('c.json', '[{"id": "a", "feed_url": "https://a.test/", "url": "x"}]'))
          .problem,
      ).toBe('is not a valid source config: /0/url must NOT have additional properties');
    });

    test.each(['ftp://a.test/feed', 'file:///etc/passwd', 'javascript:alert(1)', 'a.test/feed'])(
      'a feed URL that is not http(s): %s',
      async (url) => {
        const error = await loadError('u.json', JSON.stringify([{ id: 'a', feed_url: url }]));
        expect(error.problem).toMatch(/\/0\/feed_url must be an http:\/\/ or https:\/\/ URL/);
      },
    );

    test.each([
      [
        'a feed URL with credentials',
        [
          { id: 'ok', feed_url: 'https://a.test/' },
          { id: 'a', feed_url: 'https://user:pw@a.test/' },
        ],
        '/1/feed_url of source "a" must not contain credentials',
      ],
      [
        'duplicate source ids',
        [
          { id: 'a', feed_url: 'https://a.test/' },
          { id: 'b', feed_url: 'https://b.test/' },
          { id: 'a', feed_url: 'https://c.test/' },
        ],
        'duplicate source id "a" (entries 0 and 2)',
      ],
    ])('%s', async (_title, entries, problem) => {
      const error = await loadError('entries.json', JSON.stringify(entries));
      expect(error.problem).toBe(problem);
    });

    test('an interval that is not positive', async () => {
      const error = await loadError(
        'i.json',
        '[{"id":"a","feed_url":"https://a.test/","interval_hours":0}]',
      );
      expect(error.problem).toMatch(/\/0\/interval_hours must be > 0/);
    });

    test('many violations: the first three, then a count', async () => {
      const entries = Array.from({ length: 5 }, () => ({ feed_url: 'https://a.test/' }));
      const error = await loadError('many.json', JSON.stringify(entries));
      expect(error.problem).toMatch(/\(and 2 more\)$/);
    });

    test('control characters from the file never break the message line', async () => {
      const error = await loadError(
        'ctl.yml',
        '- id: a\n  feed_url: https://a.test/\n  "x\\ny": 1\n',
      );
      expect(error.message).toContain('/0/x\\u000ay must NOT have additional properties');
    });
  });
});

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from './errors.js';
import { emptyScrapeState, loadScrapeState, parseScrapeState } from './scrape-state.js';
import { tempDir, type TempDir } from '../../test-support/config.js';

let tmp: TempDir;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.remove();
});

const STATE = {
  schema_version: 'scrape_state_v1',
  sources: {
    techcrunch: { last_scraped_at: '2026-05-27T00:00:00Z' },
    github_blog: { last_scraped_at: '2026-06-01T06:00:00Z' },
  },
};

async function problem(content: string): Promise<string> {
  const path = await tmp.write('state.json', content);
  const error = await loadScrapeState(path).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problem;
}

describe('loadScrapeState', () => {
  test('no path: the empty state, not found', async () => {
    expect(await loadScrapeState(undefined)).toEqual({ state: emptyScrapeState(), found: false });
    expect(await loadScrapeState('')).toEqual({ state: emptyScrapeState(), found: false });
  });

  test('a path to a missing file: the empty state (nothing scraped yet)', async () => {
    expect(await loadScrapeState(join(tmp.dir, 'state.json'))).toEqual({
      state: emptyScrapeState(),
      found: false,
    });
    expect(await loadScrapeState('state.json', { baseDir: tmp.dir })).toEqual({
      state: emptyScrapeState(),
      found: false,
    });
  });

  test('a valid state file', async () => {
    const path = await tmp.write('state.json', JSON.stringify(STATE));
    expect(await loadScrapeState(path)).toEqual({ state: STATE, found: true });
    expect(parseScrapeState('s', Buffer.from(JSON.stringify(STATE)))).toEqual(STATE);
  });

  test('the empty state is a valid scrape_state_v1 and a fresh object each time', () => {
    const a = emptyScrapeState();
    a.sources['x'] = { last_scraped_at: '2026-01-01T00:00:00Z' };
    expect(emptyScrapeState().sources).toEqual({});
    expect(parseScrapeState('s', Buffer.from(JSON.stringify(emptyScrapeState())))).toEqual(
      emptyScrapeState(),
    );
  });

  describe('refuses', () => {
    test('a directory (only a missing file means empty)', async () => {
      const path = join(tmp.dir, 'dir');
      await mkdir(path);
      await expect(loadScrapeState(path)).rejects.toThrow(ConfigError);
    });
    test('YAML: the state is strict JSON whatever its name', async () => {
      expect(await problem('schema_version: scrape_state_v1\nsources: {}\n')).toMatch(
        /^is not valid JSON/,
      );
    });
    test('duplicate keys', async () => {
      expect(
        await problem(
          '{"schema_version":"scrape_state_v1","sources":{"a":{"last_scraped_at":"2026-01-01T00:00:00Z"},"a":{"last_scraped_at":"2026-01-02T00:00:00Z"}}}',
        ),
      ).toMatch(/duplicate/i);
    });
    test('an unknown schema version', async () => {
      expect(await problem('{"schema_version":"scrape_state_v2","sources":{}}')).toMatch(
        /^is not a valid scrape state: \/schema_version must be equal to constant/,
      );
    });
    test('a timestamp that is not YYYY-MM-DDTHH:MM:SSZ', async () => {
      expect(
        await problem(
          '{"schema_version":"scrape_state_v1","sources":{"a":{"last_scraped_at":"2026-01-01"}}}',
        ),
      ).toMatch(/\/sources\/a\/last_scraped_at must match pattern/);
    });
    test('a source id that is not an id', async () => {
      expect(
        await problem(
          '{"schema_version":"scrape_state_v1","sources":{"A B":{"last_scraped_at":"2026-01-01T00:00:00Z"}}}',
        ),
      ).toMatch(/^is not a valid scrape state: /);
    });
    test('an empty file', async () => {
      expect(await problem('')).toBe('is empty');
    });
  });
});

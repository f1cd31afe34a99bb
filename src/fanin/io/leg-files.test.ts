import { rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ArtifactError, LocalArtifactStore, ReadBuffer } from '../../artifacts/index.js';
import type { LocatedFile } from '../../base/located-file.js';
import { canonicalJson } from '../../canonical/index.js';
import type { LegSetting, LegVerdict } from '../leg-check.js';
import { checkLegTask, fetchProblem, runReader } from './leg-files.js';
import { runInMemory, type LegArticles } from '../fast/merge-news.js';
import {
  PLAN,
  RUN_CONTEXT,
  rssLeg,
  sourceArticles,
  SOURCES,
  uploadLocatedLeg,
} from '../../../test-support/fanin.js';
import { tempDirs } from '../../../test-support/temp-dirs.js';

const setting: LegSetting = {
  runContext: RUN_CONTEXT,
  plan: PLAN,
  maxBytes: 1 << 20,
  keepQueryParams: new Set(),
  hashSeed: 0x5eed,
};
const ID = SOURCES[0] as string;
const NAME = `rss-${ID}-a1`;

const tempDir = tempDirs('leg-files-');
let root: string;
let store: LocalArtifactStore;
beforeEach(async () => {
  root = await tempDir();
  store = new LocalArtifactStore(join(root, 'artifacts'));
});

/** Uploads leg 0 as `text` and returns its located file and its bytes. */
async function leg(text: string): Promise<{ file: LocatedFile; bytes: Buffer }> {
  return { file: await uploadLocatedLeg(store, ID, 1, text), bytes: Buffer.from(text) };
}

function articlesOf(verdict: LegVerdict): LegArticles {
  if (!verdict.ok || verdict.fan !== 'rss')
    throw new Error(`not a valid RSS leg: ${JSON.stringify(verdict)}`);
  return verdict.item.articles;
}

/** The whole of a leg's articles as one run. */
const allOf = (leg: LegArticles) => ({ leg, start: 0, end: leg.ends[leg.ends.length - 1] ?? 0 });
const task = { name: NAME, fan: 'rss' as const, id: ID };

/** Leg 0 as crawl-rss-leg writes it: canonical JSON, articles sorted by url. */
const canonicalLeg = () =>
  canonicalJson(
    rssLeg(0, { articles: sourceArticles(ID).sort((a, b) => (a.url < b.url ? -1 : 1)) }),
  );

describe('legs read from their files', () => {
  it('keep canonical articles in the file, and the output reads back the bytes checked', async () => {
    const { file, bytes } = await leg(canonicalLeg());
    const fromFile = articlesOf(checkLegTask({ ...task, file }, setting, new ReadBuffer()));
    const inMemory = articlesOf(checkLegTask({ ...task, bytes }, setting, new ReadBuffer()));
    expect(fromFile.json).toEqual({
      file: { ...file, crc32: expect.any(Number) }, // pinned to the bytes checked
      offset: bytes.indexOf('[{') + 1,
      length: allOf(inMemory).end,
    });
    const read = runReader();
    expect(Buffer.from(read(allOf(fromFile)))).toEqual(Buffer.from(runInMemory(allOf(inMemory))));
    // The rest of the item is what the same bytes in memory give.
    expect({ ...fromFile, json: null }).toEqual({ ...inMemory, json: null });
  });

  it('keep canonical articles of another order as places in the file; any run reads back as checked', async () => {
    // Canonical articles, but not in url order: another writer's feed order.
    const articles = sourceArticles(ID, 6).sort((a, b) => (a.url < b.url ? 1 : -1));
    const { file, bytes } = await leg(canonicalJson(rssLeg(0, { articles })));
    const fromFile = articlesOf(checkLegTask({ ...task, file }, setting, new ReadBuffer()));
    const inMemory = articlesOf(checkLegTask({ ...task, bytes }, setting, new ReadBuffer()));
    if (!('places' in fromFile.json)) throw new Error('expected the articles at their places');
    expect(fromFile.json.file.crc32).toEqual(expect.any(Number));
    expect(fromFile.json.places).toHaveLength(articles.length);
    expect({ ...fromFile, json: null }).toEqual({ ...inMemory, json: null });
    // Every run of consecutive articles, read from the file, is the bytes held in memory.
    const { ends } = inMemory;
    const startOf = (i: number) => (i === 0 ? 0 : (ends[i - 1] as number) + 1);
    const read = runReader();
    for (let i = 0; i < ends.length; i++) {
      for (let j = i; j < ends.length; j++) {
        const run = { start: startOf(i), end: ends[j] as number };
        expect(Buffer.from(read({ leg: fromFile, ...run }))).toEqual(
          Buffer.from(runInMemory({ leg: inMemory, ...run })),
        );
      }
    }
    expect(() => read({ leg: fromFile, start: 1, end: ends[0] as number })).toThrow(
      /does not start at an article/,
    );
  });

  it('keep articles not in canonical form in memory, apart from the buffer read into', async () => {
    const { file } = await leg(JSON.stringify(rssLeg(0), null, 2));
    const buffer = new ReadBuffer();
    const articles = articlesOf(checkLegTask({ ...task, file }, setting, buffer));
    const before = Buffer.from(runInMemory(allOf(articles)));
    // The next leg read through the buffer overwrites it.
    await store.upload('rss-other-a1', [{ name: 'x.json', data: 'x'.repeat(file.size) }]);
    buffer.read((await store.locate('rss-other-a1')).get('x.json') as LocatedFile);
    expect(Buffer.from(runInMemory(allOf(articles)))).toEqual(before);
    expect(JSON.parse(`[${before.toString()}]`)).toHaveLength(rssLeg(0).articles.length);
  });

  it('are refused at output once changed since their check', async () => {
    const { file } = await leg(canonicalLeg());
    const articles = articlesOf(checkLegTask({ ...task, file }, setting, new ReadBuffer()));
    if (!('file' in articles.json)) throw new Error('expected the articles in the file');
    // Another CRC than the file's: what a rewrite in place within one clock tick would give.
    const crc32 = ((articles.json.file.crc32 ?? 0) + 1) >>> 0;
    const forged = {
      ...articles,
      json: { ...articles.json, file: { ...articles.json.file, crc32 } },
    };
    expect(() => runReader()(allOf(forged))).toThrow(/changed since it was checked/);

    await writeFile(join(root, 'new'), canonicalLeg());
    await rename(join(root, 'new'), file.path);
    expect(() => runReader()(allOf(articles))).toThrow(/changed since it was listed/);
  });

  it('that cannot be read are rejected as a download would be', async () => {
    const { file } = await leg(canonicalLeg());
    await unlink(file.path);
    expect(checkLegTask({ ...task, file }, setting, new ReadBuffer())).toEqual({
      ok: false,
      problems: [{ code: 'download', pointer: '', message: expect.stringMatching(/it is gone/) }],
    });
  });
});

describe('fetchProblem', () => {
  it('makes a rejection of what the store or the service refused, and lets the rest stop the fan-in', () => {
    expect(fetchProblem(new ArtifactError('too_large', 'big'))).toEqual({
      code: 'too_large',
      pointer: '',
      message: 'big',
    });
    expect(fetchProblem(new ArtifactError('unsafe', 'link'))?.code).toBe('download');
    expect(fetchProblem(new ArtifactError('not_found', 'gone'))?.code).toBe('download');
    expect(fetchProblem(new ArtifactError('backend', '503'))?.code).toBe('unreadable');
    expect(fetchProblem(new ArtifactError('no_store', 'none'))).toBeUndefined();
    expect(fetchProblem(new Error('EIO'))).toBeUndefined();
  });
});

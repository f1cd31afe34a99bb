/**
 * Properties of the whole fan-in: the bytes of the outputs depend only on the set of leg
 * payloads, not on the order artifacts are listed or arrive in, not on reruns, and not on
 * whether the legs came as one attempt each (a monolithic run) or as several attempts of a
 * matrix with failed, tampered and superseded attempts along the way.
 */
import fc from 'fast-check';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalArtifactStore, type ArtifactStore } from '../../artifacts/index.js';
import { canonicalJson, compareStrings } from '../../canonical/index.js';
import { exampleArticle } from '../../../test-support/contracts-examples.js';
import type { RssArtifact } from '../../contracts/index.js';
import { runFanIn } from './run.js';
import {
  failedRssLeg,
  legUpload,
  MemoryArtifactStore,
  rssLeg,
  shardLeg,
  SHARDS,
  SOURCES,
  uploadRun,
  type MemoryStoreOptions,
} from '../../../test-support/fanin.js';
import { tempDirs } from '../../../test-support/temp-dirs.js';

const EPOCH = '1780900000';
const tempDir = tempDirs('fanin-prop-');

async function outputs(
  store: ArtifactStore,
  now = 0,
  outputDir?: string,
): Promise<Record<string, string>> {
  const dir = outputDir ?? (await tempDir());
  await runFanIn(
    { outputDir: dir, concurrency: 3 },
    { store, now: () => now, sourceDateEpoch: EPOCH },
  );
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    files[name] = await readFile(join(dir, name), 'utf8');
  return files;
}

type Variant = 'normal' | 'failed' | 'partial' | number[];

/** The payload of each RSS leg: normal, failed, partial, or a random subset of shared URLs. */
const rssVariant: fc.Arbitrary<Variant> = fc.oneof(
  fc.constant('normal' as const),
  fc.constant('failed' as const),
  fc.constant('partial' as const),
  fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }),
);

function rssPayload(seq: number, variant: Variant): RssArtifact {
  if (variant === 'normal') return rssLeg(seq);
  if (variant === 'failed') return failedRssLeg(seq);
  if (variant === 'partial') return rssLeg(seq, { status: 'partial' });
  const id = SOURCES[seq] as string;
  return rssLeg(seq, {
    articles: variant.map((n) =>
      exampleArticle({
        url: `https://common.example/${n}/?ref=${id}`,
        source: id,
        title: `${id} ${n}`,
      }),
    ),
  });
}

const variants = fc.array(rssVariant, { minLength: SOURCES.length, maxLength: SOURCES.length });

function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Lists in a shuffled order and lets downloads finish in a scrambled order. */
function scrambled(seed: number): MemoryStoreOptions {
  return {
    order: (names) => shuffle(names, seed),
    delay: async (name) => {
      let ticks = (seed + name.length * 7) % 13;
      while (ticks-- > 0) await new Promise((r) => setImmediate(r));
    },
  };
}

describe('runFanIn properties', () => {
  it('gives the same bytes whatever order the artifacts are listed and arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(variants, fc.integer(), async (vs, seed) => {
        const plain = new MemoryArtifactStore();
        await uploadRun(plain, { rss: (seq) => rssPayload(seq, vs[seq] as Variant) });
        const mixed = new MemoryArtifactStore(scrambled(seed));
        await uploadRun(mixed, { rss: (seq) => rssPayload(seq, vs[seq] as Variant) });
        expect(await outputs(mixed)).toEqual(await outputs(plain));
      }),
      { numRuns: 15 },
    );
  });

  it('a rerun over the same outputs gives the same bytes', async () => {
    await fc.assert(
      fc.asyncProperty(variants, async (vs) => {
        const store = new MemoryArtifactStore();
        await uploadRun(store, { rss: (seq) => rssPayload(seq, vs[seq] as Variant) });
        const dir = await tempDir();
        const first = await outputs(store, 0, dir);
        expect(await outputs(store, 0, dir)).toEqual(first);
      }),
      { numRuns: 10 },
    );
  });

  it('gives the same bytes from legs left in their files as from legs held in memory', async () => {
    await fc.assert(
      fc.asyncProperty(variants, fc.boolean(), async (vs, canonical) => {
        // As crawl-rss-leg writes them (canonical, articles in url order: the articles stay
        // in the files), or as another program might (the articles are kept in memory).
        const text = (seq: number) => {
          const payload = rssPayload(seq, vs[seq] as Variant);
          payload.articles.sort((a, b) => compareStrings(a.url, b.url));
          return canonical ? canonicalJson(payload) : JSON.stringify(payload, null, 1);
        };
        const memory = new MemoryArtifactStore();
        await uploadRun(memory, { rss: text });
        const files = new LocalArtifactStore(await tempDir());
        await uploadRun(files, { rss: text });
        expect(await outputs(files)).toEqual(await outputs(memory));
      }),
      { numRuns: 15 },
    );
  });

  it('a matrix run with reruns gives the canonical bytes of a monolithic run', async () => {
    // Per leg: how many older attempts precede the final one, and what they hold.
    const older = fc.array(fc.constantFrom('failed', 'tampered', 'garbage', 'other'), {
      maxLength: 2,
    });
    await fc.assert(
      fc.asyncProperty(
        variants,
        fc.array(older, {
          minLength: SOURCES.length + SHARDS.length,
          maxLength: SOURCES.length + SHARDS.length,
        }),
        fc.integer(),
        async (vs, history, seed) => {
          const final = (seq: number) => rssPayload(seq, vs[seq] as Variant);
          const monolithic = new MemoryArtifactStore();
          await uploadRun(monolithic, { rss: final });

          const matrix = new MemoryArtifactStore(scrambled(seed));
          await uploadRun(matrix, { rss: () => null, github: () => null });
          const legs = [
            ...SOURCES.map((id, seq) => ({
              kind: 'rss' as const,
              id,
              seq,
              payload: final(seq) as unknown,
            })),
            ...SHARDS.map((id, seq) => ({
              kind: 'github' as const,
              id,
              seq,
              payload: shardLeg(seq) as unknown,
            })),
          ];
          for (const [i, leg] of legs.entries()) {
            const before = history[i] ?? [];
            for (const [a, what] of before.entries()) {
              const p = leg.payload as { checksum: string };
              const payload =
                what === 'garbage'
                  ? '{"schema_version": 2, "source_id": '
                  : what === 'tampered'
                    ? { ...p, checksum: `sha256:${'1'.repeat(64)}` }
                    : leg.kind === 'github'
                      ? shardLeg(leg.seq, { repositories: [] })
                      : what === 'failed'
                        ? failedRssLeg(leg.seq)
                        : rssLeg(leg.seq, { articles: [] });
              await matrix.upload(...legUpload(leg.kind, leg.id, a + 1, payload));
            }
            await matrix.upload(...legUpload(leg.kind, leg.id, before.length + 1, leg.payload));
          }
          const mono = await outputs(monolithic);
          const mat = await outputs(matrix);
          for (const name of Object.keys(mono)) {
            if (name.includes('diagnostics')) continue;
            expect(mat[name]).toBe(mono[name]);
          }
          expect(Object.keys(mat)).toEqual(Object.keys(mono));
        },
      ),
      { numRuns: 15 },
    );
  });
});

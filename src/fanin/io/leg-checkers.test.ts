import {
  exampleFanPlan,
  exampleRssArtifact,
  exampleRunContext,
} from '../../../test-support/contracts-examples.js';
import { checkLeg, type LegJob, type LegSetting } from '../leg-check.js';
import { inThreadChecker, serveLegChecks, startLegWorkers } from './leg-checkers.js';

const setting: LegSetting = {
  runContext: exampleRunContext(),
  plan: exampleFanPlan(),
  maxBytes: 1 << 20,
  keepQueryParams: new Set(),
  hashSeed: 0x5eed,
};
const job = (): LegJob => ({
  name: 'rss-techcrunch-a1',
  fan: 'rss',
  id: 'techcrunch',
  bytes: new Uint8Array(Buffer.from(JSON.stringify(exampleRssArtifact()))),
});
const fixture = (name: string) =>
  new URL(`../../../test-support/fixtures/fanin/${name}`, import.meta.url);

describe('leg checkers', () => {
  it('checks in this thread with checkLeg', async () => {
    const checker = inThreadChecker(setting);
    const verdict = await checker.check(job());
    const plain = checkLeg(job(), setting);
    if (!verdict.ok || verdict.fan !== 'rss' || !plain.ok || plain.fan !== 'rss') {
      throw new Error('a valid RSS leg was refused');
    }
    // The same verdict, with its links in the checker's pool.
    const { links, ...articles } = verdict.item.articles;
    const { links: plainLinks, ...plainArticles } = plain.item.articles;
    expect({ ...verdict, item: { ...verdict.item, articles } }).toEqual({
      ...plain,
      item: { ...plain.item, articles: plainArticles },
    });
    expect(links).toMatchObject({ kind: 'pooled', starts: plainLinks.starts, ids: plainLinks.ids });
    expect(links.distinct).toBe(plainLinks.distinct);
    // Keys and links hashed with the fan-in's seed.
    expect([articles.hashSeed, plainLinks.kind === 'numbered' && plainLinks.hashSeed]).toEqual([
      0x5eed, 0x5eed,
    ]);
    await checker.close();
  });

  it('serves no checks on the main thread', () => {
    expect(serveLegChecks()).toBe(false);
  });

  it('fails the checks of a worker that exits, and every later check', async () => {
    const checker = startLegWorkers(fixture('exiting-worker.mjs'), 1).checker(setting);
    await expect(checker.check(job())).rejects.toThrow(/exited with code 3/);
    await expect(checker.check(job())).rejects.toThrow(/exited with code 3/);
    await checker.close();
  });

  it('fails the checks of a worker whose module throws', async () => {
    const checker = startLegWorkers(fixture('throwing-worker.mjs'), 2).checker(setting);
    const error = await checker.check(job()).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/leg-check worker failed|exited with code 1/);
    await checker.close();
  });

  it('stops its workers on close, failing what is pending', async () => {
    const checker = startLegWorkers(fixture('silent-worker.mjs'), 1).checker(setting);
    const pending = checker.check(job());
    await checker.close();
    await expect(pending).rejects.toThrow(/stopped/);
  });
});

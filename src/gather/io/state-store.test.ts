import fc from 'fast-check';
import type { ArtifactStore } from '../../artifacts/index.js';
import { gatherStateArtifactName } from '../../contracts/artifact-names.js';
import { awaitStateVersion, WINNER_WAIT_MS } from './state-store.js';

const spec = {
  fan_id: 'f',
  collector: 'kpi',
  mode: 'latent' as const,
  kernel: 'append',
  options: {},
};

/** A store whose listing shows state version `version` from its `shownAt`-th look on. */
function lagging(version: number, shownAt: number): ArtifactStore & { looks: number } {
  const store = {
    looks: 0,
    list: async () => {
      store.looks += 1;
      const name = gatherStateArtifactName('kpi', 'f', version);
      return store.looks >= shownAt
        ? [{ name }]
        : [{ name: gatherStateArtifactName('kpi', 'f', version - 1) }];
    },
  };
  return store as unknown as ArtifactStore & { looks: number };
}

describe('awaitStateVersion', () => {
  test('finds a winner listed at any look, with short waits only and none before the first look (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        async (shownAt, randoms) => {
          let clock = 0;
          const waits: number[] = [];
          let r = 0;
          const store = lagging(3, shownAt);
          const found = await awaitStateVersion(store, spec, 3, {
            now: () => clock,
            sleep: async (ms) => {
              waits.push(ms);
              clock += ms;
            },
            random: () => randoms[r++ % randoms.length]!,
          });
          const sum = waits.reduce((a, b) => a + b, 0);
          // Found once listed, unless the 60 s ran out first; never a wait of a second or more.
          expect(found).toBe(store.looks >= shownAt);
          expect(found || sum >= WINNER_WAIT_MS).toBe(true);
          expect(waits).toHaveLength(store.looks - 1);
          expect(waits.every((ms) => ms >= 0 && ms < 1000)).toBe(true);
          expect(sum).toBeLessThanOrEqual(WINNER_WAIT_MS);
        },
      ),
    );
  });

  test('a newer version than the one lost counts as the winner', async () => {
    const store = lagging(5, 1);
    const clock = { now: () => 0, sleep: async () => {}, random: () => 0.5 };
    await expect(awaitStateVersion(store, spec, 4, clock)).resolves.toBe(true);
    expect(store.looks).toBe(1);
  });
});

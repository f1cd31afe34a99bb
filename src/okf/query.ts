// okf read and okf stats as one call each: open the ref in a store, answer, close. The
// CLI and the okf-read / okf-stats actions are thin shells around these.

import { openDataset, type Dataset } from './dataset.js';
import { readDataset, type ReadResult } from './read.js';
import type { ReadRequest } from './read-request.js';
import { statsOf, type SelectedStats, type StatsRequest } from './stats.js';
import type { OkfStore } from './store.js';

export async function okfRead(
  store: OkfStore,
  ref: string,
  request: ReadRequest,
): Promise<ReadResult> {
  return withDataset(store, ref, (dataset) => readDataset(dataset, request));
}

export type StatsResult = { ref: string } & SelectedStats;

export async function okfStats(
  store: OkfStore,
  ref: string,
  request: StatsRequest,
): Promise<StatsResult> {
  return withDataset(store, ref, async (dataset) => ({
    ref: dataset.ref,
    ...(await statsOf(dataset, request)),
  }));
}

/** Opens `ref` in `store`, answers with `use`, and closes the dataset whatever happens. */
async function withDataset<T>(
  store: OkfStore,
  ref: string,
  use: (dataset: Dataset) => Promise<T>,
): Promise<T> {
  const dataset = await openDataset(store, ref);
  try {
    return await use(dataset);
  } finally {
    await dataset.close();
  }
}

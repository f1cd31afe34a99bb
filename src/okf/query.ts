// okf read and okf stats as one call each: open the ref in a store, answer, close. The
// CLI and the okf-read / okf-stats actions are thin shells around these.

import { openDataset } from './dataset.js';
import { readDataset, type ReadResult } from './read.js';
import type { ReadRequest } from './read-request.js';
import { statsOf, type SelectedStats, type StatsRequest } from './stats.js';
import type { OkfStore } from './store.js';

export async function okfRead(
  store: OkfStore,
  ref: string,
  request: ReadRequest,
): Promise<ReadResult> {
  const dataset = await openDataset(store, ref);
  try {
    return await readDataset(dataset, request);
  } finally {
    await dataset.close();
  }
}

export type StatsResult = { ref: string } & SelectedStats;

export async function okfStats(
  store: OkfStore,
  ref: string,
  request: StatsRequest,
): Promise<StatsResult> {
  const dataset = await openDataset(store, ref);
  try {
    return { ref: dataset.ref, ...(await statsOf(dataset, request)) };
  } finally {
    await dataset.close();
  }
}
